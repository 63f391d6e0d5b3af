import type { IconArt } from './art'

export const search: IconArt = { d: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4' }
