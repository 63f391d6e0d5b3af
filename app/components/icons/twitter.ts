import type { IconArt } from './art'

export const twitter: IconArt = { d: 'M4 4h4.5l4 5.5L17 4h3l-6 7 7 9h-4.5l-4.3-5.8L7 20H4l6.5-7.5z', filled: true }
