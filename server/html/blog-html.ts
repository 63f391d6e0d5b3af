import sanitizeHtml from 'sanitize-html'

/**
 * The allow-list for blog HTML, applied when a blog is saved (blogs-repository `saveBlog`), so
 * what is stored is safe to render as is. Everything not listed is removed: scripts, styles,
 * event handlers, iframes, SVG/MathML, forms; `javascript:`/`data:` and every other scheme.
 * sanitize-html parses with htmlparser2 (no DOM needed) and decodes entities before the checks,
 * so `javascript&colon;` and mixed-case schemes are caught like the plain spelling.
 */

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'br', 'figure', 'figcaption']

// Dropped together with their content (the default keeps the text of unknown tags, which for
// these would be code or markup, never prose).
const DROP_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']

const HREF = /^(https?:|mailto:)/i
// http(s) or a site path; `//host` (protocol-relative) is another site, so not a site path.
const SRC = /^(https?:\/\/|\/(?![/\\]))/i
const DIMENSION = /^\d{1,4}$/

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: 'noopener noreferrer' }
      const href = attribs.href?.trim()
      if (href && HREF.test(href)) out.href = href
      if (attribs.target === '_blank') out.target = '_blank'
      return { tagName, attribs: out }
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = { loading: 'lazy' }
      const src = attribs.src?.trim()
      if (src && SRC.test(src)) out.src = src
      if (attribs.alt !== undefined) out.alt = attribs.alt
      for (const key of ['width', 'height'] as const) {
        const value = attribs[key]
        if (value !== undefined && DIMENSION.test(value)) out[key] = value
      }
      return { tagName, attribs: out }
    },
  },
  // An image without an allowed source shows nothing; drop it rather than keep an empty tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}

/** Plain text of (sanitized) HTML for a list excerpt: tags dropped, whitespace folded, cut at a space near `max`. */
export function excerptOf(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote|figcaption)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
