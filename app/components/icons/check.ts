import type { IconArt } from './art'

export const check: IconArt = { d: 'M5 12.5l4.5 4.5L19 7' }
