import type { IconArt } from './art'

export const chevronRight: IconArt = { d: 'M9 6l6 6-6 6' }
