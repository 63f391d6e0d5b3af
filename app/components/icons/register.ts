import type { IconArt } from './art'

export const register: IconArt = { d: 'M12 5v14M5 12h14' }
