import type { IconArt } from './art'

export const camera: IconArt = { d: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16a3 3 0 100-6 3 3 0 000 6z' }
