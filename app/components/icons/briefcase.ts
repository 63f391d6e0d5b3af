import type { IconArt } from './art'

export const briefcase: IconArt = { d: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16' }
