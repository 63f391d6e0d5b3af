import type { IconArt } from './art'

export const menu: IconArt = { d: 'M3 6h18M3 12h18M3 18h18' }
