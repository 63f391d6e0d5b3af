import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

// The browser entry: Start's default one, except that hydration waits for the first frame. The
// page arrives complete from the server, so its largest text or picture can paint at once; run in
// the same task as the scripts' evaluation, hydration would hold that first paint back until React
// had walked the whole page. A hidden tab draws no frames, so a short timer stands in there.
function afterFirstPaint(run: () => void) {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
