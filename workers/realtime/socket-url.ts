/**
 * The address of one connection attempt: the configured socket address (or `/ws` on the page's
 * own origin when none is configured) with the single-use ticket as the spec's `token` parameter.
 */
export function socketUrlWithTicket(
  configured: string,
  ticket: string,
  page: { readonly protocol: string; readonly host: string },
): string {
  const url =
    configured !== ''
      ? new URL(configured)
      : new URL('/ws', `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`)
  url.searchParams.set('token', ticket)
  return url.toString()
}
