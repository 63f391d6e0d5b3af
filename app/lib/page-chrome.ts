/**
 * How much of the site's frame a page keeps, declared by its route (`staticData: { chrome }`) and
 * read by the site shell:
 * - `site`: header, footer, toasts and the notifications opt-in card (the default);
 * - `quiet`: the header and footer, but no opt-in card (pages around a live session, where the
 *   card would sit over the camera check or the countdown);
 * - `none`: the page fills the window (the call itself): no header, footer, opt-in card or toasts
 *   over the videos and controls; the page keeps its own way out.
 */
export type PageChrome = 'site' | 'quiet' | 'none'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: PageChrome
  }
}

/** The innermost route that says wins; no route saying means the whole frame. */
export function pageChromeOf(declared: readonly (PageChrome | undefined)[]): PageChrome {
  return declared.findLast((chrome) => chrome !== undefined) ?? 'site'
}
