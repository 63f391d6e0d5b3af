import type { IconArt } from './art'

export const chevronDown: IconArt = { d: 'M6 9l6 6 6-6' }
