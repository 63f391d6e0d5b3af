import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { ConfirmDialog } from '~/app/components/confirm-dialog'
import { t } from '~/app/lib/i18n/th-forms'

/**
 * While a form holds edits that are not saved, leaving it asks first: a link or the back button
 * opens a Thai confirmation (`prompt`, to render); closing or reloading the tab gets the browser's
 * own question. `release()` lets the next navigation through, for the one a successful save makes.
 */
export function useUnsavedChanges(dirty: boolean): { prompt: ReactNode; release: () => void } {
  const state = useRef({ dirty, released: false })
  useEffect(() => {
    state.current.dirty = dirty
    if (dirty) state.current.released = false
  }, [dirty])
  const blocks = () => state.current.dirty && !state.current.released
  const blocker = useBlocker({ shouldBlockFn: blocks, enableBeforeUnload: blocks, withResolver: true })
  return {
    prompt: (
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title={t('forms.unsaved.title')}
        body={t('forms.unsaved.body')}
        confirmLabel={t('forms.unsaved.leave')}
        cancelLabel={t('forms.unsaved.stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    ),
    release: () => {
      state.current.released = true
    },
  }
}
