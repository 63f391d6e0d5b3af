import type { IconArt } from './art'

export const user: IconArt = { d: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0' }
