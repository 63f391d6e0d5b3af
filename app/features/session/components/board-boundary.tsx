import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; onError: () => void; children: ReactNode }

/**
 * Keeps a failure of the whiteboard inside the board, so the call goes on (an error while it is put
 * together or draws; its code not arriving is waited out by its loader). Shows `fallback` instead,
 * and tells `onError`; a new `key` tries again.
 */
export class BoardBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(): void {
    this.props.onError()
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
