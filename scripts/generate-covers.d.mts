/** Where the cover pictures are written (public/images/covers). */
export const COVERS_DIR: string

export type Cover = { name: string; motif: string; palette: string; layout: number; variant: number; scale: number }

/** Every seeded picture, by name (`/images/covers/<name>.svg`). */
export const COVERS: readonly Cover[]

/** One picture's SVG text. */
export function renderCover(cover: Cover): string

/** File name (`<name>.svg`) to SVG text of every cover, as the script writes them. */
export function renderCovers(): Map<string, string>
