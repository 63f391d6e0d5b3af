import { lazy, type ComponentType } from 'react'
import { isServerBuild } from '~/app/lib/config'

/**
 * A component that only some pages show (the signed-in visitor's account menu, the staff pages'
 * header), kept out of every page's first load: in the browser its code loads when a page first
 * shows it (`React.lazy`), while the server loads it at its start and renders it at once. Render it
 * inside a `<Suspense>`: hydrating a server-rendered page, React leaves the server's markup as it
 * is until the code arrives, and the rest of the page does not wait; a page drawn in the browser
 * shows the boundary's fallback meanwhile.
 */
export function lazyInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const loadOnce = () => load().then((component) => (loaded = component))
  // At the server's start, so its renders never wait (one racing the start streams the fallback first).
  if (isServerBuild) void loadOnce()
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))
  return function LazyInBrowser(props: P) {
    const Component = isServerBuild && loaded ? loaded : Lazy
    return <Component {...props} />
  }
}
