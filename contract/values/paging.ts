/** Paging of the catalogue's list calls (`contract/api/paging.ts`): the page size by default and at most. */
export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 50
/** Beyond any real catalogue; it only keeps the SQL offset a sane number. */
export const MAX_SKIP = 1_000_000
