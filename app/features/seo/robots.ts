import { signInRoutes } from '~/contract/routes'

/** robots.txt: private (sign-in) pages stay out of search engines; the sitemap is announced. */
export function renderRobots(origin: string): string {
  // Each sign-in route as an exact-prefix rule; `$` ends the match so `/services` does not also
  // hide the public `/services/{sid}` pages.
  const rules = signInRoutes.map((r) => `Disallow: ${r.path}$\nDisallow: ${r.path}/$`)
  const unique = [...new Set(rules.join('\n').split('\n'))]
  return ['User-agent: *', 'Allow: /', ...unique, 'Disallow: /v1/', 'Disallow: /v2/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
