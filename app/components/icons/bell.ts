import type { IconArt } from './art'

export const bell: IconArt = { d: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0' }
