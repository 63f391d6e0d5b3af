/** An icon's artwork: one path in a 24-unit box, a stroked outline or a filled shape (the brands' marks). */
export type IconArt = { readonly d: string; readonly filled?: true }
