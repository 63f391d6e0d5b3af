// Finds a Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a
// Playwright-installed browser; when none is found and this machine can install Debian's package
// (root with apt-get), installs it; otherwise exits with a one-line instruction.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

async function playwrightBrowser() {
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    return path && executable(path) ? path : null
  } catch {
    return null
  }
}

export async function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`)
  }
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium'
  const bundled = await playwrightBrowser()
  if (bundled) return bundled
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian’s chromium package…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (executable('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error('No Chromium found: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium executable.')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findChromium().then(
    (path) => console.log(path),
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
