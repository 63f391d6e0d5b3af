import { Component, type ReactNode } from 'react'
import { t } from '~/app/lib/i18n/th-board'

/**
 * Keeps a failure of the whiteboard inside the board, so the call goes on: an error while it is put
 * together or draws shows a notice with a retry, which puts the board together again. (Its code not
 * arriving is waited out by the call's loader, see video-session-screen.tsx.)
 */
export class BoardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="call__board-problem">
        <p>{t('board.loadFailed')}</p>
        <button type="button" className="button" onClick={() => this.setState({ failed: false })}>
          {t('board.retry')}
        </button>
      </div>
    )
  }
}
