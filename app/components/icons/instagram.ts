import type { IconArt } from './art'

export const instagram: IconArt = { d: 'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm4 5a4 4 0 100 8 4 4 0 000-8zm0 2a2 2 0 110 4 2 2 0 010-4zm5-3.5a1 1 0 100 2 1 1 0 000-2z', filled: true }
