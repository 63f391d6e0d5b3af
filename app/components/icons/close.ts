import type { IconArt } from './art'

export const close: IconArt = { d: 'M6 6l12 12M18 6L6 18' }
