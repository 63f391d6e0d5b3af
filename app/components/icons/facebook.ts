import type { IconArt } from './art'

export const facebook: IconArt = { d: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z', filled: true }
