import { test as base, expect, type BrowserContext } from '@playwright/test'

/**
 * The browser specs' `test`: every page of every context a test opens (its own and any it makes
 * with `browser.newContext()`) is watched for content-security-policy violations, and a test that
 * saw one fails, so a script, style or request the policy would block cannot land unnoticed.
 * (Lint makes the browser specs import `test` from here.)
 */
/** Annotation of the one test that causes a violation on purpose, to show the guard sees it. */
export const EXPECTS_CSP_VIOLATION = 'expects-csp-violation'

export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ context, browser }, provide, testInfo) => {
      const violations: string[] = []
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const text = message.text()
          if (/Content Security Policy|content-security-policy/i.test(text)) violations.push(text)
        })
        // Reported by the page itself too: some violations (e.g. in workers) never reach the console.
        await watched.exposeBinding('__reportCspViolation', (_source, report: string) => void violations.push(report))
        await watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as { __reportCspViolation?: (r: string) => void }).__reportCspViolation
            report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
          })
        })
      }
      await watch(context)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const made = await newContext(...args)
        await watch(made)
        return made
      }
      try {
        await provide()
      } finally {
        browser.newContext = newContext
      }
      // The guard's own test says it expects one (tests/e2e/security.spec.ts).
      if (testInfo.annotations.some((a) => a.type === EXPECTS_CSP_VIOLATION)) expect(violations.length, 'the violation the test caused').toBeGreaterThan(0)
      else expect(violations, 'content security policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
