import { describe, expect, it } from 'vitest'
import { responseCookie } from '../../../app/lib/cookies'

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
