import type { IconArt } from './art'

export const calendar: IconArt = { d: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4' }
