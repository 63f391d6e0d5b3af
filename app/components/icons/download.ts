import type { IconArt } from './art'

export const download: IconArt = { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' }
