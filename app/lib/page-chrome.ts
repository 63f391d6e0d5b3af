/**
 * How much of the site's frame a page keeps, declared by its route (`staticData: { chrome }`) and
 * read by the site shell:
 * - `site`: header, footer, toasts and the notifications opt-in card (the default);
 * - `quiet`: the header and footer, but no opt-in card (pages around a live session, where the
 *   card would sit over the camera check or the countdown);
 * - `staff`: the back office (/admin) draws its own frame, a staff header and navigation around
 *   its own `<main>`: no marketing header or footer, session bar or opt-in card; the shell keeps
 *   the skip link, the loading bar and the toasts;
 * - `none`: the page fills the window (the call itself): no header, footer, opt-in card or toasts
 *   over the videos and controls; the page keeps its own way out.
 */
export type PageChrome = 'site' | 'quiet' | 'staff' | 'none'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: PageChrome
  }
}

/**
 * The innermost route that says wins; no route saying means the whole frame. The staff frame is
 * for staff only: anyone else who opens a staff page meets the 403 page in the site's own frame,
 * with its header to find their way back.
 */
export function pageChromeOf(declared: readonly (PageChrome | undefined)[], viewer: { staff: boolean }): PageChrome {
  const chrome = declared.findLast((c) => c !== undefined) ?? 'site'
  return chrome === 'staff' && !viewer.staff ? 'site' : chrome
}
