import type { IconArt } from './art'

export const googlePlay: IconArt = { d: 'M4 3.5v17l9.5-8.5zM14.7 13.2l2.6 2.3L6 21.7zM14.7 10.8L6 2.3l11.3 6.2zM18.5 9.2l2.6 1.5a1.5 1.5 0 010 2.6l-2.6 1.5-3-2.8z', filled: true }
