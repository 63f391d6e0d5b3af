// First-load JavaScript of a server-rendered page: every script file a browser downloads to show
// and hydrate the page, measured from what the server really answers (not from the build output,
// which also holds the lazily loaded chunks of every other route). Shared by `npm run bench:web`
// and the budget test, which checks this list against what Chromium actually requests.
import { gzipSync } from 'node:zlib'
import { Parser } from 'htmlparser2'
import { parseAst } from 'vite'

// Level 9 is what the server sends or better (it answers brotli, which is smaller still), so the
// gzip figure is an upper bound on the bytes on the wire and stable across server settings.
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

// A <script> runs as JavaScript only with no type, an empty one, a JavaScript MIME type or
// "module"; anything else (application/ld+json, importmap, …) is a data block the browser neither
// fetches nor runs. https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
const jsMime = /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$|^text\/(?:jscript|livescript)$/
function scriptKind(attrs) {
  const type = (attrs.get('type') ?? '').trim().toLowerCase()
  if (type === 'module') return 'module'
  if (type === '' || jsMime.test(type)) return attrs.has('nomodule') ? null : 'classic' // module-capable browsers skip nomodule
  return null
}

/**
 * The script-loading tags of an HTML document, in document order, read with an HTML parser
 * (htmlparser2: entities decoded, comments and `>` in attribute values handled, a script's text
 * raw up to its end tag), and the scripts the site's loader adds after the first frame.
 */
export function scanHtml(html, pageUrl) {
  let base = pageUrl
  const external = []
  const inline = []
  let script = null
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const attrs = new Map(Object.entries(attribs))
        if (name === 'base') {
          if (attrs.has('href') && base === pageUrl) base = new URL(attrs.get('href'), pageUrl).href
        } else if (name === 'link') {
          const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
          const href = attrs.get('href')
          if (!href) return
          if (rel.includes('modulepreload')) external.push({ url: new URL(href, base).href, via: 'modulepreload', module: true, afterFirstFrame: false })
          else if (rel.includes('preload') && (attrs.get('as') ?? '').toLowerCase() === 'script') {
            external.push({ url: new URL(href, base).href, via: 'preload', module: false, afterFirstFrame: false })
          }
        } else if (name === 'script') {
          script = { attrs, text: '' }
        }
      },
      ontext(text) {
        if (script) script.text += text
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return
        const { attrs, text } = script
        script = null
        const kind = scriptKind(attrs)
        if (!kind) return
        if (attrs.has('src')) external.push({ url: new URL(attrs.get('src'), base).href, via: kind === 'module' ? 'module script' : 'script', module: kind === 'module', afterFirstFrame: false })
        else if (text.trim()) inline.push(text)
        // The site's loader (app/lib/html/document-assets.tsx) adds the entry module and its
        // chunks' modulepreload links after the first frame: the same files, asked for later.
        if (!attrs.has('src') && attrs.has('data-entry')) {
          for (const href of (attrs.get('data-preload') ?? '').split(' ').filter(Boolean)) external.push({ url: new URL(href, base).href, via: 'modulepreload', module: true, afterFirstFrame: true })
          external.push({ url: new URL(attrs.get('data-entry'), base).href, via: 'module script', module: true, afterFirstFrame: true })
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return { external, inline }
}

/**
 * The specifiers a module loads before it runs: `import … from`, bare `import '…'`,
 * `export … from` and `export * from`. A dynamic `import()` is not among them: it loads later, on
 * demand, and a `__vite__mapDeps` list only names what such an import would preload.
 */
export function staticImports(code) {
  const specifiers = []
  for (const node of parseAst(code).body) {
    if ((node.type === 'ImportDeclaration' && node.importKind !== 'type') || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      specifiers.push(node.source.value)
    }
  }
  return specifiers
}

function resolveSpecifier(specifier, moduleUrl) {
  // The build emits relative or absolute URLs only; a bare name would need an import map.
  if (/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return new URL(specifier, moduleUrl).href
  throw new Error(`${moduleUrl} imports the bare specifier "${specifier}", which this measure cannot resolve`)
}

async function download(url, headers) {
  const response = await fetch(url, headers ? { headers } : undefined)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  // fetch undoes the content encoding: these are the file's own bytes.
  return { bytes: Buffer.from(await response.arrayBuffer()), finalUrl: response.url }
}

/**
 * Measures the first-load JavaScript of `path` on the server at `baseUrl`: the scripts and module
 * preloads in the served HTML, plus every module those import statically (recursively). Each file
 * is fetched once; sizes are raw and gzipped (level 9), and the total is their sum (each file
 * travels compressed on its own). Inline scripts are counted apart, since they arrive inside the
 * HTML.
 */
export async function measureFirstLoadJs(baseUrl, path = '/', { headers } = {}) {
  const pageUrl = new URL(path, baseUrl).href
  // Headers (a signed-in cookie) go with the page only; the scripts are public files.
  const page = await download(pageUrl, headers)
  const html = page.bytes.toString('utf8')
  // Relative URLs resolve against where the page ended up (a guarded path redirects to /login).
  const { external, inline } = scanHtml(html, page.finalUrl)

  const files = new Map()
  const pending = []
  // Every download is awaited below; the no-op catch only keeps a second failure, after the first
  // one has been thrown, from surfacing as an unhandled rejection.
  const track = (promise) => pending.push(promise) && promise.catch(() => {})
  const visit = (url, via, from, isModule) => {
    const known = files.get(url)
    if (known) {
      if (from && !known.importedBy.includes(from)) known.importedBy.push(from)
      if (via === 'modulepreload' || via === 'preload') known.preloaded = true
      // Parse a file first seen as a classic preload once it turns out to be a module too.
      if (isModule && !known.module) {
        known.module = true
        track(known.loaded.then(() => parseImports(known)))
      }
      return
    }
    const preloaded = via === 'modulepreload' || via === 'preload'
    const file = { url, module: isModule, preloaded, importedBy: from ? [from] : [], raw: 0, gzip: 0, bytes: null, loaded: null }
    file.loaded = download(url).then(({ bytes }) => {
      file.bytes = bytes
      file.raw = bytes.length
      file.gzip = gzipSize(bytes)
    })
    files.set(url, file)
    track(file.loaded.then(() => (file.module ? parseImports(file) : undefined)))
  }
  const parsed = new Set()
  const parseImports = (file) => {
    if (parsed.has(file.url)) return
    parsed.add(file.url)
    let specifiers
    try {
      specifiers = staticImports(file.bytes.toString('utf8'))
    } catch (error) {
      throw new Error(`cannot parse ${file.url} as a module: ${error.message}`)
    }
    for (const specifier of specifiers) visit(resolveSpecifier(specifier, file.url), 'import', file.url, true)
  }
  for (const tag of external) visit(tag.url, tag.via, null, tag.module)
  // New downloads join `pending` while earlier ones finish: wait until nothing is left.
  for (let done = 0; done < pending.length; done++) await pending[done]

  // Entries are what a <script src> runs; the rest are chunks they import (or preloads of them).
  // Importers are sorted because they are found in download order, which varies.
  const entries = new Set(external.filter((t) => t.via === 'script' || t.via === 'module script').map((t) => t.url))
  const list = [...files.values()].map(({ url, preloaded, importedBy, raw, gzip }) => ({ url, entry: entries.has(url), preloaded, importedBy: importedBy.sort(), raw, gzip }))
  const inlineBytes = Buffer.from(inline.join('\n'), 'utf8')
  return {
    url: pageUrl,
    finalUrl: page.finalUrl,
    html: { raw: page.bytes.length, gzip: gzipSize(page.bytes) },
    files: list,
    total: {
      files: list.length,
      raw: list.reduce((sum, f) => sum + f.raw, 0),
      gzip: list.reduce((sum, f) => sum + f.gzip, 0),
    },
    // The scripts inside the HTML, compressed together as they travel with it.
    inline: { count: inline.length, raw: inlineBytes.length, gzip: inline.length ? gzipSize(inlineBytes) : 0 },
  }
}
