/**
 * A module (or a value read from one) loaded on first use and then kept: later calls get the same
 * promise instead of asking the module loader again. An `import()` of a module already loaded is
 * not free (on the server each one is resolved again, a few microseconds, and an API call made
 * several of them in every page render). A load that fails (in a browser: offline, or a new
 * release replaced the file) is not kept, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (loading === undefined) {
      const attempt = load()
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }
}
