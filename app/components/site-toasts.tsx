import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Slide, toast, ToastContainer, type Id } from 'react-toastify/unstyled'

/** How long a toast stays (ms) unless the reader closes it. */
export const TOAST_AUTO_CLOSE_MS = 8000

/**
 * The site's one toast stack with the spec's settings (bottom-left, 8 s, no progress bar, newest on
 * top, kept on click), lifted above whatever is docked at the bottom (the notifications question,
 * the service page's booking bar: see app.css) so it never covers them. An error
 * belongs to the page it happened on: going to another page closes the errors still showing, while
 * a success that leads somewhere ("saved", then the list) travels with the reader.
 *
 * The container mounts only once the watch is on: react-toastify holds a toast asked for before any
 * container exists and shows it when the container subscribes, in the container's own effect, which
 * React runs before this component's. Watching from there would miss an error raised early.
 */
export function SiteToasts() {
  const router = useRouter()
  const [watching, setWatching] = useState(false)
  useEffect(() => {
    const errors = new Set<Id>()
    const stopWatching = toast.onChange((item) => {
      if (item.status === 'added' && item.type === 'error') errors.add(item.id)
      if (item.status === 'removed') errors.delete(item.id)
    })
    const stopListening = router.subscribe('onResolved', ({ pathChanged }) => {
      if (!pathChanged) return
      for (const id of errors) toast.dismiss(id)
      errors.clear()
    })
    setWatching(true)
    return () => {
      stopWatching()
      stopListening()
    }
  }, [router])
  if (!watching) return null
  return <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar newestOnTop closeOnClick={false} transition={Slide} />
}
