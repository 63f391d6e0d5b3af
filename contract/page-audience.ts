/**
 * Who a server render is for, told by the server that runs it (server/main.ts) to the web client's
 * server side, in-process and out of reach of the request itself (no header a visitor could send).
 *
 * `signed-in`: one render shared by every signed-in visitor of a page whose content is the same for
 * all of them (`sharedWhenSignedIn` in contract/routes.ts). The server has already checked the
 * visitor's access token the way the API does and hands the page no cookies, so the render cannot
 * name, fetch or leak who is signed in. The page shows the signed-in header with the account part
 * waiting; each browser fills it in from its own session once the page is running.
 */
export type PageAudience = 'signed-in'

export const PAGE_AUDIENCE_KEY = Symbol.for('thai-marketplace.page-audience')

type WithAudience = typeof globalThis & { [PAGE_AUDIENCE_KEY]?: () => PageAudience | undefined }

export function installPageAudience(read: (() => PageAudience | undefined) | undefined): void {
  ;(globalThis as WithAudience)[PAGE_AUDIENCE_KEY] = read
}

/** The audience of the render in progress; undefined for an ordinary per-request render. */
export function pageAudience(): PageAudience | undefined {
  return (globalThis as WithAudience)[PAGE_AUDIENCE_KEY]?.()
}
