import type { IconArt } from './art'

export const video: IconArt = { d: 'M3 7h12v10H3zM15 10l6-3v10l-6-3' }
