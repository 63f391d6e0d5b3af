import { createHash } from 'node:crypto'

/**
 * The content security policy of a page for many visitors (PageScriptPolicy `hashes`,
 * contract/page-request.ts): its render names no nonce, and once the page is whole the page server
 * adds the SHA-256 of each inline `<script>` to `script-src` and of each inline `<style>` to
 * `style-src` (CSP Level 3 hash sources). A kept copy then goes out as the same bytes under the
 * same policy every time, and a cache in front of the site may keep it as well, which a policy
 * with a per-answer nonce forbids.
 *
 * The page is React's markup, so an element's text ends at the first `</script` or `</style`, as a
 * browser's parser ends it (the router's data in a script is serialized with `<` escaped, and
 * React escapes `>` in attribute values, so neither shows up where this reads it). A script with a
 * `src` has no inline text to allow: 'self' in the policy allows the site's own, and
 * the site's own are added by its inline loader.
 */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1[\s/>]/dgi
const HAS_SRC = /(?:^|\s)src\s*=/i

export type InlineHashes = { readonly scripts: readonly string[]; readonly styles: readonly string[] }

/**
 * The hash sources (`'sha256-…'`) of the page's inline scripts and styles, each once, in page order.
 * Read from the page's UTF-8 bytes as they go out (a hash is of those bytes), without decoding
 * them: the tags are found in the bytes read one character each (latin1), whose positions are the
 * bytes' own, and each element's text is hashed from the bytes themselves.
 */
export function inlineHashes(page: Uint8Array | string): InlineHashes {
  const bytes = typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const match of bytes.toString('latin1').matchAll(INLINE_ELEMENT)) {
    const [, tag, attributes] = match
    const isScript = tag!.toLowerCase() === 'script'
    if (isScript && HAS_SRC.test(attributes!)) continue
    const [start, end] = match.indices![3]!
    const source = `'sha256-${createHash('sha256').update(bytes.subarray(start, end)).digest('base64')}'`
    ;(isScript ? scripts : styles).add(source)
  }
  return { scripts: [...scripts], styles: [...styles] }
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
