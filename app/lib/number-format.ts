/**
 * A whole number as `Intl.NumberFormat('th-TH')` writes it (Western digits, a comma between
 * thousands), without Intl: prices, budgets and counts are whole numbers (the contract says so).
 * Anything else (a fraction, a negative number) is left to Intl.
 *
 * Why not Intl: the first Intl formatter a page makes loads the browser's locale data, one long task
 * of 60 to 160 ms on a phone-speed CPU (Chromium at 4x throttling, docs/performance.md), and a price
 * on a card was the first thing every catalogue page formatted, while hydrating. A unit test checks
 * the output against Intl's.
 */
export const formatWhole = (value: number): string =>
  Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : new Intl.NumberFormat('th-TH').format(value)
