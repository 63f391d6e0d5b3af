/** The area sections of the catalogue that have been loaded so far, by name (see th.ts). */
export const catalogueSections: Record<string, unknown> = {}

/** Adds an area's section to the catalogue; its file calls this once, when it is loaded. */
export function catalogueSection<const T>(name: string, section: T): T {
  catalogueSections[name] = section
  return section
}
