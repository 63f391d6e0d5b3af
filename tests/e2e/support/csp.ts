import { createHash } from 'node:crypto'
import { expect, type APIResponse } from '@playwright/test'

/** The nonce a page's content security policy names (the test fails when there is none). */
export function policyNonce(response: APIResponse): string {
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce, 'a nonce in the content-security-policy header').toBeTruthy()
  return nonce!
}

/** The policy's directives by name. */
export function policyDirectives(response: APIResponse): Map<string, string[]> {
  return new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Checks a page for many visitors: no nonce anywhere, and a `script-src` of 'self' followed by exactly the hashes of the page's inline scripts (so each of them runs, and no
 * other inline script would). Answers the page's text.
 */
export async function expectHashedPage(response: APIResponse): Promise<string> {
  const html = await response.text()
  expect(response.headers()['content-security-policy']).not.toContain("'nonce-")
  expect(html).not.toMatch(/\snonce=/)
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!)).map(([, , text]) => sha256(text!))
  expect(inline.length).toBeGreaterThan(0)
  const scriptSrc = policyDirectives(response).get('script-src')!
  expect(scriptSrc.slice(0, 1)).toEqual(["'self'"])
  expect(new Set(scriptSrc.slice(1))).toEqual(new Set(inline))
  return html
}
