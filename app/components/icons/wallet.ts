import type { IconArt } from './art'

export const wallet: IconArt = { d: 'M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zM16 14.5h.01' }
