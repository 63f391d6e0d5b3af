import type { IconArt } from './art'

export const filter: IconArt = { d: 'M4 5h16l-6 7.5V19l-4 2v-8.5z' }
