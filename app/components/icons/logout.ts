import type { IconArt } from './art'

export const logout: IconArt = { d: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11' }
