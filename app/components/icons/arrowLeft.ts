import type { IconArt } from './art'

export const arrowLeft: IconArt = { d: 'M19 12H5M11 5l-7 7 7 7' }
