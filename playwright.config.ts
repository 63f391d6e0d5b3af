import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Run through `npm run test:e2e`, which finds Chromium, builds, and picks a free port.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    // The live sessions: their tests share one seeded booking and run one after another, at the
    // desktop width (they set a phone's size themselves where they check one). The whiteboard's
    // spec goes with them (a server of its own, but calls as long), in the same single worker: two
    // calls at once (four pages sending and decoding video) starve this 2-core machine, and a call
    // then stalls or a tab takes 14 s to load. `npm run test:e2e` runs this project on its own
    // before the others, for the same reason.
    { name: 'session', testMatch: /\/(session|board)\.spec\.ts$/, workers: 1, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // HTTP-level checks of what the server answers (SSR, redirects, process lifecycle): no browser.
    { name: 'ssr', testMatch: /.*\.ssr\.spec\.ts/ },
    // The browser specs, by what they check. The rule: a test whose assertions depend on the
    // width (layout and sizes, a menu or control that differs between phone and desktop, a branch
    // on the project, screenshots, axe, which judges what is laid out on screen, and the sign-ins of
    // demo-accounts.spec.ts, which cover the phone channel at 375 px and e-mail at 1280 px) is tagged
    // `@each-width` and runs at both reference widths, 375 and 1280 px; every other test is a flow
    // that reads the same at any width and runs once, at 1280 px, in `flows`. A test is a flow until
    // tagged: tag it when it measures, branches on or looks at the width. phone-layout.spec.ts
    // checks every page at the phone width, so it runs in `mobile` only.
    { name: 'mobile', testIgnore: [/.*\.ssr\.spec\.ts/, /\/(session|board)\.spec\.ts$/], grep: /@each-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } } },
    { name: 'desktop', testIgnore: [/.*\.ssr\.spec\.ts/, /\/phone-layout\.spec\.ts$/, /\/(session|board)\.spec\.ts$/], grep: /@each-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'flows', testIgnore: [/.*\.ssr\.spec\.ts/, /\/phone-layout\.spec\.ts$/, /\/(session|board)\.spec\.ts$/], grepInvert: /@each-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node dist/backend/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh database for every run (npm run test:e2e makes and removes one).
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'marketplace-e2e-')),
      NODE_ENV: 'test',
      // Many sign-ins from one address and to the same demo accounts within minutes: the limits
      // are configuration and are raised here (their defaults are tested in the integration suite).
      OTP_RESEND_INTERVAL_SECONDS: '3',
      OTP_SENDS_PER_HOUR: '1000',
      OTP_IP_SENDS_PER_HOUR: '100000',
      OTP_IP_CHECKS_PER_10_MINUTES: '100000',
      OTP_DESTINATION_SENDS_PER_5_MINUTES: '1000',
      OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES: '100000',
      // Every page and call of the suite is asked from this one address (the shares are tested on
      // their own: render-budget.ssr.spec.ts, tests/integration/api-budget.test.ts).
      PAGE_RENDERS_PER_MINUTE: '1000000',
      API_REQUESTS_PER_MINUTE: '1000000',
      // Devices are registered through the API with endpoints on this name (.invalid never
      // resolves), so nothing is ever sent to a real push service.
      PUSH_ENDPOINT_HOSTS: 'push.example.invalid',
      LOG_LEVEL: 'warn',
    },
  },
})
