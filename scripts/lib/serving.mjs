/**
 * Waits until a server this script started answers `GET /healthz` with 200. Throws when the
 * process exits first or `timeoutMs` passes; `output()`, when given, is added to the error (what
 * the server printed, for a server whose output is piped).
 */
export async function waitUntilServing(baseUrl, child, { timeoutMs = 60_000, output = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode}; is the build there? npm run build)\n${output()}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within ${Math.round(timeoutMs / 1000)} s\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
