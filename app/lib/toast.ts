/**
 * The site's toasts: success, error and info, each with one line of text. The toast library loads
 * with the first toast asked for, not with the screen that may ask (a sign-in form, a settings
 * page), so it stays out of every page's first load; the stack that shows them is
 * app/components/site-toasts.tsx, mounted after load. A toast asked for before the stack is
 * mounted waits for it (react-toastify queues toasts until a container mounts).
 */
type Kind = 'success' | 'error' | 'info'

const show = (kind: Kind) => (text: string) => {
  // A library that cannot load (offline, a replaced release) loses the toast, never the action that asked for it.
  void import('react-toastify/unstyled').then(
    ({ toast }) => void toast[kind](text),
    () => undefined,
  )
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }
