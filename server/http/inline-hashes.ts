import { createHash } from 'node:crypto'

/**
 * The content security policy of a page for many visitors (PageScriptPolicy `hashes`,
 * contract/page-request.ts): its render names no nonce, and once the page is whole the page server
 * adds the SHA-256 of each inline `<script>` to `script-src` and of each inline `<style>` to
 * `style-src` (CSP Level 3 hash sources). A kept copy then goes out as the same bytes under the
 * same policy every time, and a cache in front of the site may keep it as well, which a policy
 * with a per-answer nonce forbids.
 *
 * The page is React's markup, so an element's text ends at the first `</script` or `</style` that
 * ends a tag name, as a browser's parser ends it (the router's data in a script is serialized with `<` escaped, and
 * React escapes `>` in attribute values, so neither shows up where this reads it). A script with a
 * `src` has no inline text to allow: 'self' in the policy allows the site's own, and
 * the site's own are added by its inline loader.
 */
const HAS_SRC = /(?:^|\s)src\s*=/i
const GREATER_THAN = 0x3e
const SLASH = 0x2f
// After a tag's name: the tag goes on (attributes, `>` or `/`), else it is another name (`<scripts`).
const endsName = (byte: number | undefined) => byte === GREATER_THAN || byte === SLASH || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d

export type InlineHashes = { readonly scripts: readonly string[]; readonly styles: readonly string[] }

/**
 * The hash sources (`'sha256-…'`) of the page's inline scripts and styles, each once, in page order.
 * Read from the page's UTF-8 bytes as they go out (a hash is of those bytes), without decoding
 * them: React writes its tags in lower case.
 */
export function inlineHashes(page: Uint8Array | string): InlineHashes {
  const html = typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  return { scripts: hashesOf(html, 'script'), styles: hashesOf(html, 'style') }
}

function hashesOf(html: Buffer, tag: 'script' | 'style'): string[] {
  const sources = new Set<string>()
  const opening = `<${tag}`
  const closing = `</${tag}`
  let at = html.indexOf(opening)
  while (at !== -1) {
    const nameEnd = at + opening.length
    if (!endsName(html[nameEnd])) {
      at = html.indexOf(opening, nameEnd)
      continue
    }
    const textStart = html.indexOf(GREATER_THAN, nameEnd) + 1
    if (textStart === 0) break
    let textEnd = html.indexOf(closing, textStart)
    // As a browser's parser ends the element: at `</script` (or `</style`) and a space, `/` or `>`.
    while (textEnd !== -1 && !endsName(html[textEnd + closing.length])) textEnd = html.indexOf(closing, textEnd + closing.length)
    if (textEnd === -1) break
    const external = tag === 'script' && HAS_SRC.test(html.toString('latin1', nameEnd, textStart - 1))
    if (!external) sources.add(`'sha256-${createHash('sha256').update(html.subarray(textStart, textEnd)).digest('base64')}'`)
    at = html.indexOf(opening, textEnd + closing.length)
  }
  return [...sources]
}

/** `policy` with the hashes added to its `script-src` and `style-src` directives (those it has). */
export function withInlineHashes(policy: string, hashes: InlineHashes): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0]!.toLowerCase()
      const added = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : []
      return added.length > 0 ? `${directive.trimEnd()} ${added.join(' ')}` : directive
    })
    .join(';')
}
