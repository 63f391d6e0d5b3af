import { expect, type APIResponse } from '@playwright/test'

/** The nonce a page's content security policy names (the test fails when there is none). */
export function policyNonce(response: APIResponse): string {
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce, 'a nonce in the content-security-policy header').toBeTruthy()
  return nonce!
}

/** A page's text with its nonce written as NONCE: two answers of one kept page compare equal. */
export async function withoutNonce(response: APIResponse): Promise<string> {
  return (await response.text()).replaceAll(policyNonce(response), 'NONCE')
}
