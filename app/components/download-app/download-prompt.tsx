import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { DownloadAudience } from './download-dialog'

export type { DownloadAudience }

type DownloadPrompt = { openDownloadPrompt: (audience?: DownloadAudience) => void }

const DownloadPromptContext = createContext<DownloadPrompt | null>(null)

// The dialog (its markup, text and store links) loads the first time it is opened: no page shows it
// on arrival, so it stays out of the first load.
const DownloadDialog = lazy(() => import('./download-dialog'))

/** Holds the "continue on the application" modal; anything below can open it. */
export function DownloadPromptProvider({ children }: { children: ReactNode }) {
  const [audience, setAudience] = useState<DownloadAudience | null>(null)
  // Once opened, the dialog stays mounted so closing it runs like any other dialog's.
  const [opened, setOpened] = useState(false)
  const openDownloadPrompt = useCallback((next: DownloadAudience = 'consumer') => {
    setOpened(true)
    setAudience(next)
  }, [])
  const value = useMemo(() => ({ openDownloadPrompt }), [openDownloadPrompt])
  return (
    <DownloadPromptContext.Provider value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <DownloadDialog audience={audience} onClose={() => setAudience(null)} />
        </Suspense>
      ) : null}
    </DownloadPromptContext.Provider>
  )
}

export function useDownloadPrompt(): DownloadPrompt {
  const value = useContext(DownloadPromptContext)
  if (!value) throw new Error('useDownloadPrompt needs a DownloadPromptProvider above it')
  return value
}
