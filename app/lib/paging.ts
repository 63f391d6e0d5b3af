/** Spec 9: page count is the ceiling of total / page size; skip is page x size (pages from 0). */
export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.ceil(Math.max(0, total) / size) : 0
}

export function skipFor(page: number, size: number): number {
  return Math.max(0, Math.floor(page)) * size
}

/** The page numbers to offer around the current one (0-based), with null for a gap. */
export function pageWindow(current: number, count: number, radius = 1): (number | null)[] {
  if (count <= 0) return []
  const pages = new Set<number>([0, count - 1])
  for (let p = current - radius; p <= current + radius; p++) if (p >= 0 && p < count) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null)
    out.push(p)
  })
  return out
}

/**
 * For links whose current item the page marks itself (chips, pages, the menu): the router then
 * calls a link current only when its whole address matches, so a "previous", an "all" or a parent
 * section link is not marked current beside the real one (it matches a part of the search or a
 * prefix of the path otherwise).
 */
export const EXACT_ACTIVE = { exact: true } as const
