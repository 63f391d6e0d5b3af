import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { scriptJson } from '~/app/lib/html/script-json'

describe('scriptJson', () => {
  const nasty = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- <script>',
    amp: 'a && b > c',
    separators: 'line\u2028para\u2029end',
    thai: 'คณิตศาสตร์ ม.ปลาย',
  }

  it('keeps every character that could end or open markup out of the block', () => {
    const out = scriptJson(nasty)
    expect(out).not.toMatch(/[<>&\u2028\u2029]/)
    expect(out).toContain('\\u003c/script\\u003e')
    expect(out).toContain('คณิตศาสตร์')
  })

  it('parses back to the same value', () => {
    expect(JSON.parse(scriptJson(nasty))).toEqual(nasty)
    expect(JSON.parse(scriptJson([1, 'x', null, { a: [true] }]))).toEqual([1, 'x', null, { a: [true] }])
  })

  it('refuses a value with no JSON form instead of writing "undefined" into the page', () => {
    expect(() => scriptJson(undefined)).toThrow(TypeError)
  })
})

// ESLint loads the project's whole configuration on its first run: seconds on a busy machine.
describe('lint: data reaches a <script> block only through scriptJson', { timeout: 60_000 }, () => {
  const eslint = new ESLint()
  const messages = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'app/routes/lint-probe.tsx' }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)

  it('refuses JSON.stringify as a head script child', async () => {
    expect(await messages(`export const head = () => ({ scripts: [{ type: 'application/ld+json', children: JSON.stringify({ a: 1 }) }] })\n`)).toEqual([
      expect.stringContaining('scriptJson'),
    ])
  })

  it('refuses any other value as a head script child', async () => {
    expect(await messages(`const text = 'x'\nexport const head = () => ({ scripts: [{ children: text }] })\n`)).toHaveLength(1)
  })

  it('refuses JSON.stringify in dangerouslySetInnerHTML and data in a JSX <script>', async () => {
    expect(await messages(`export const A = () => <div dangerouslySetInnerHTML={{ __html: JSON.stringify({}) }} />\n`)).toHaveLength(1)
    expect(await messages(`export const B = (p: { d: string }) => <script>{p.d}</script>\n`)).toHaveLength(1)
  })

  it('accepts scriptJson', async () => {
    expect(
      await messages(`import { scriptJson } from '~/tests/unit/app/lib/html/script-json'\nexport const head = () => ({ scripts: [{ type: 'application/ld+json', children: scriptJson({ a: 1 }) }] })\n`),
    ).toEqual([])
  })
})
