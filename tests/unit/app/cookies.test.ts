import { describe, expect, it } from 'vitest'
import { parse } from 'cookie-es'
import { requestCookie, responseCookie, siteCookieLine } from '~/app/lib/cookies'

describe("a cookie as this response's Set-Cookie lines leave it (the tokens renewed at page start)", () => {
  it('is the value of the last line naming it, decoded', () => {
    const lines = ['access_token=old; Path=/; SameSite=Lax', 'theme=dark; Path=/', 'access_token=a%2Eb%2Ec; Max-Age=2592000; Path=/; SameSite=Lax']
    expect(responseCookie(lines, 'access_token')).toBe('a.b.c')
    expect(responseCookie(lines, 'theme')).toBe('dark')
  })

  it('is undefined when no line names it, so the request cookie counts', () => {
    expect(responseCookie([], 'access_token')).toBeUndefined()
    expect(responseCookie(['refresh_token=x; HttpOnly', 'xaccess_token=y'], 'access_token')).toBeUndefined()
  })

  it('is empty when the line deletes it (Max-Age=0), whatever the value says', () => {
    expect(responseCookie(['access_token=; Max-Age=0; Path=/'], 'access_token')).toBe('')
    expect(responseCookie(['access_token=gone; Path=/; max-age=0'], 'access_token')).toBe('')
    expect(responseCookie(['access_token=; Max-Age=0; Path=/', 'access_token=new; Path=/'], 'access_token')).toBe('new')
  })

  it('takes a value that does not decode as deleted rather than throwing', () => {
    expect(responseCookie(['access_token=%E0%A4%A; Path=/'], 'access_token')).toBe('')
  })
})

describe('a cookie in a Cookie header or document.cookie', () => {
  it('is the decoded value of the pair that names it exactly', () => {
    expect(requestCookie('theme=dark; access_token=a%2Eb%2Ec; xaccess_token=y', 'access_token')).toBe('a.b.c')
    expect(requestCookie('theme=dark;access_token=z', 'access_token')).toBe('z')
  })

  it('is undefined when absent or empty', () => {
    expect(requestCookie('', 'access_token')).toBeUndefined()
    expect(requestCookie('xaccess_token=y; access_tokenx=z', 'access_token')).toBeUndefined()
    expect(requestCookie('access_token=', 'access_token')).toBeUndefined()
  })

  it('is read as it is when it does not decode, rather than throwing', () => {
    expect(requestCookie('access_token=%E0%A4%A', 'access_token')).toBe('%E0%A4%A')
  })

  it('reads a line as cookie-es (TanStack Start) does: first pair wins, blanks trimmed, pairs without "=" skipped', () => {
    const lines = [
      'access_token=first; access_token=second',
      ' \taccess_token \t= \tspaced\t ; theme=dark',
      'flag; access_token=after-flag',
      'access_token=; access_token=later',
      'a=%41%42; access_token=%E0%B8%84%E0%B8%A3%E0%B8%B9',
      'access_token=a=b=c',
      'theme=dark',
      '',
    ]
    for (const line of lines) expect(requestCookie(line, 'access_token'), line).toBe(parse(line)['access_token'] || undefined)
    expect(requestCookie('access_token=%E0%B8%84%E0%B8%A3%E0%B8%B9', 'access_token')).toBe('\u0e04\u0e23\u0e39')
  })
})

describe('the line that sets a site cookie from script', () => {
  const attributes = (line: string) =>
    line
      .split(';')
      .slice(1)
      .map((a) => a.trim())
      .sort()

  it('keeps it for the whole site, Lax, encoded, with its lifetime, Secure on HTTPS only', () => {
    const line = siteCookieLine('access_token', 'a b;c', { maxAge: 2_592_000, secure: true })
    expect(line.split(';')[0]).toBe('access_token=a%20b%3Bc')
    expect(attributes(line)).toEqual(['Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure'])
    expect(attributes(siteCookieLine('access_token', 'x', { maxAge: 60, secure: false }))).toEqual(['Max-Age=60', 'Path=/', 'SameSite=Lax'])
  })

  it('deletes it with Max-Age=0, which responseCookie reads as deleted', () => {
    const line = siteCookieLine('access_token', '', { maxAge: 0, secure: false })
    expect(line).toContain('Max-Age=0')
    expect(responseCookie([line], 'access_token')).toBe('')
  })

  it('is never HttpOnly: script code and SSR both read it', () => {
    expect(siteCookieLine('access_token', 'x', { maxAge: 60, secure: true })).not.toMatch(/httponly/i)
  })
})
