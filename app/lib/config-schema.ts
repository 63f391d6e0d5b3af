import { z } from 'zod/mini'
import { BLOG_CATEGORY_IDS } from '../../contract/api/blogs.ts'
import { TUTORING_CATEGORY_ID } from '../../contract/api/catalogue.ts'
import { ID_PATTERN } from '../../contract/api/common.ts'
import { externalLinks } from '../../contract/routes.ts'

/**
 * The web client's configuration, read and validated once, at build time: vite.config.ts (and
 * vitest.config.ts) parse the `VITE_*` variables with `parseConfig` and hand the result to the
 * bundles as plain values (see config.ts), so an invalid value fails the build and no browser
 * downloads this schema. Every variable has a default so a plain build works.
 */
const url = z.url()
const id = z.string().check(z.regex(ID_PATTERN, 'must be 24 lowercase hex characters'))

const configSchema = z.object({
  /** Backend host; empty means the same origin that served the page. */
  backendHost: z._default(z.union([z.literal(''), url]), ''),
  /** WebSocket address; empty means `ws(s)://<same origin>/ws`. */
  socketUrl: z._default(z.union([z.literal(''), z.url({ protocol: /^wss?$/ })]), ''),
  storeLinks: z.object({ googlePlay: url, appStore: url }),
  socialLinks: z.object({ facebook: url, twitter: url, youtube: url, instagram: url }),
  /** The backend's tutoring domain (its root category): the jobs, blogs and menu ask for it. */
  tutoringDomainId: z._default(id, TUTORING_CATEGORY_ID),
  /** The backend's two fixed blog categories, shown at /tutoring/blogs/courses and /how-to-use. */
  blogCategoryIds: z.object({ courses: z._default(id, BLOG_CATEGORY_IDS.courses), howToUse: z._default(id, BLOG_CATEGORY_IDS.howToUse) }),
  /** Public origin used for canonical links and the sitemap; empty means the request's origin. */
  siteOrigin: z._default(z.union([z.literal(''), url]), ''),
})

export type AppConfig = z.output<typeof configSchema>

type Env = Record<string, string | boolean | undefined>

export function parseConfig(env: Env): AppConfig {
  const str = (name: string): string | undefined => {
    const v = env[name]
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
  }
  const result = z.safeParse(configSchema, {
    backendHost: str('VITE_BACKEND_HOST')?.replace(/\/+$/, ''),
    socketUrl: str('VITE_SOCKET_URL'),
    storeLinks: {
      googlePlay: str('VITE_GOOGLE_PLAY_URL') ?? externalLinks.GooglePlayStore,
      appStore: str('VITE_APP_STORE_URL') ?? externalLinks.AppleAppStore,
    },
    socialLinks: {
      facebook: str('VITE_FACEBOOK_URL') ?? externalLinks.facebook,
      twitter: str('VITE_TWITTER_URL') ?? externalLinks.twitter,
      youtube: str('VITE_YOUTUBE_URL') ?? externalLinks.youtube,
      instagram: str('VITE_INSTAGRAM_URL') ?? externalLinks.instagram,
    },
    siteOrigin: str('VITE_SITE_ORIGIN')?.replace(/\/+$/, ''),
    tutoringDomainId: str('VITE_TUTORING_DOMAIN_ID'),
    blogCategoryIds: { courses: str('VITE_BLOG_COURSES_ID'), howToUse: str('VITE_BLOG_HOW_TO_USE_ID') },
  })
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid web configuration: ${issues}`)
  }
  return result.data
}

/**
 * Vite's `define` entry that hands the validated configuration to the bundles as a plain object
 * (config.ts reads it). Used by vite.config.ts and vitest.config.ts.
 */
export function appConfigDefine(env: Env): { __APP_CONFIG__: string } {
  return { __APP_CONFIG__: JSON.stringify(parseConfig(env)) }
}
