/**
 * How many cards the catalogue's fixed lists show, chosen so their grids fill every row (see
 * tests/e2e/card-grids.spec.ts). Kept free of imports, so tests read the same numbers.
 */

/** The newest tutoring services on /tutoring: two full rows of four on a wide screen, four of two on a tablet. */
export const LATEST_TUTORING_LIMIT = 8
