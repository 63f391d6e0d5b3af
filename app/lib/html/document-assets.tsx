/**
 * The document's head tags and body scripts: what the router's `<HeadContent>` and `<Scripts>`
 * render, with one change. The page's JavaScript is asked for after its first frame instead of
 * beside the HTML: no `modulepreload` links in the head and no `<script src>` for the entry, but a
 * small inline loader at the end of the body that adds both once the browser has painted.
 *
 * Why: the server's HTML is the whole page (text, pictures, links that work without script), so
 * the first frame needs only the HTML, the style sheet and the fonts. Asked for with the HTML, the
 * scripts (about 150 KB compressed) share a slow phone's connection with those and delay the
 * paint; asked for after it, they take the same time to arrive and hydrate (measured with
 * Lighthouse in docs/performance.md): the page only paints sooner. The loader adds the
 * `modulepreload` links and the entry together, so the route's chunks still download in parallel
 * with the entry, not after it.
 *
 * A page opened in a background tab paints no frame; its scripts load at once instead, so it is
 * ready when shown.
 *
 * Both are the router's own public pieces: the head is `useTags()` shown through `<Asset>`, as
 * `<HeadContent>` shows it, and the body is what `<Scripts>` renders, with its one element that
 * loads the entry swapped for the loader (docs/decisions.md has the figure that keeps this).
 */
import { Asset, Scripts, useRouter, useTags, type RouterManagedTag } from '@tanstack/react-router'
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react'
import { isServerBuild } from '~/app/lib/config'
import { CRAWLER_TAG } from '~/app/lib/seo'

/** The attribute the loader reads the entry's address from; `data-preload` lists the chunks. */
export const ENTRY_ATTRIBUTE = 'data-entry'
export const PRELOAD_ATTRIBUTE = 'data-preload'

// Plain ES5 on purpose: it runs before any of the site's code, in every browser that gets the HTML.
// It reads its addresses from its own attributes (rendered and escaped by React), so no data is
// written into the script's text. In full: once (`s`), add a `modulepreload` link for each chunk
// and then the entry as a module script; do it at once in a hidden tab, else after the next frame
// (rAF, then a task) or when the tab is hidden before that frame.
export const LOADER =
  `(function(m){var d=document,s;function l(){if(s)return;s=1;` +
  `(m.getAttribute('${PRELOAD_ATTRIBUTE}')||'').split(' ').forEach(function(h){if(h){var k=d.createElement('link');k.rel='modulepreload';k.href=h;d.head.appendChild(k)}});` +
  `var e=d.createElement('script');e.type='module';e.src=m.getAttribute('${ENTRY_ATTRIBUTE}');d.head.appendChild(e)}` +
  `if(d.visibilityState!=='visible')l();else{requestAnimationFrame(function(){setTimeout(l)});d.addEventListener('visibilitychange',l)}})(document.currentScript)`

const isModulePreload = (tag: RouterManagedTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'
const hrefOf = (tag: RouterManagedTag) => (typeof tag.attrs?.href === 'string' ? tag.attrs.href : null)

/**
 * The router's tags for the page (what `<HeadContent>` builds), built once per render of the
 * document and handed to both components below: the head shows them, the loader takes the chunks.
 */
export const useDocumentTags = useTags
type DocumentTags = ReturnType<typeof useTags>

/** `<HeadContent>` without the `modulepreload` links (the loader adds them). */
export function DocumentHead({ tags }: { tags: DocumentTags }) {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  // The crawler-only tags (app/lib/seo.ts) come with the server's HTML and describe its page: they
  // go once the browser shows another one (another path; a search param, such as a list's page,
  // leaves the page what it was). Hydration leaves them alone (React 19 skips tags in the head it
  // does not render), and so do crawlers that run the page's script.
  useEffect(() => {
    const first = router.state.location.pathname
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname === first) return
      for (const tag of document.head.querySelectorAll(`[${CRAWLER_TAG}]`)) tag.remove()
      unsubscribe()
    })
    return unsubscribe
  }, [router])
  return tags.filter((tag) => !isModulePreload(tag)).map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />)
}

/** One of the elements `<Scripts>` renders: the router's `<Asset>` of a script tag. */
type ScriptElement = ReactElement<RouterManagedTag>
const srcOf = (element: ScriptElement) => (typeof element.props.attrs?.src === 'string' ? element.props.attrs.src : undefined)

/** `<Scripts>` with the entry's `<script src>` replaced by the loader. */
export function DocumentScripts({ tags }: { tags: DocumentTags }) {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  // The router's own body scripts, rendered here as its component renders them (a fragment of one
  // `<Asset>` per script: the server's hydration data, route scripts, the entry), so that the one
  // loading the entry can be swapped. Called as a function, its hooks are this component's.
  const scripts = Children.toArray((Scripts() as ReactElement<{ children?: ReactNode }>).props.children).filter(isValidElement) as ScriptElement[]
  const entry = scripts.find((script) => srcOf(script) !== undefined)
  const entrySrc = entry && srcOf(entry)
  const preloads = tags
    .filter(isModulePreload)
    .map(hrefOf)
    .filter((href) => href !== null && href !== entrySrc)

  return scripts.map((script) =>
    script === entry ? (
      // A plain element, not the router's <Asset>: on the client React keeps the server's element as
      // it is (hydration does not rewrite its text, and later renders give the same empty text), and
      // never runs it again; so the loader's text stays out of the browser's bundle.
      <script
        key="document-scripts-loader"
        nonce={nonce}
        {...{ [ENTRY_ATTRIBUTE]: entrySrc, [PRELOAD_ATTRIBUTE]: preloads.join(' ') }}
        dangerouslySetInnerHTML={{ __html: isServerBuild ? LOADER : '' }}
        suppressHydrationWarning
      />
    ) : (
      script
    ),
  )
}
