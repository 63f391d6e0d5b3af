import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import type { IconArt } from '~/app/components/icons'

/**
 * The call's artwork (24 units, `currentColor`): its own, which loads with the call, not with
 * every page, and the shared set's it uses.
 */
const callArt = {
  mic: icons.mic,
  video: icons.video,
  micOff: { d: 'M12 3a3 3 0 013 3v5a3 3 0 01-6 0V6a3 3 0 013-3zM5 11a7 7 0 0014 0M12 18v3M4 3l16 18' },
  videoOff: { d: 'M3 7h12v10H3zM15 10l6-3v10l-6-3M3 3l18 18' },
  screenShare: { d: 'M3 4h18v12H3zM8 20h8M12 16v4M12 13V7M9 10l3-3 3 3' },
  chat: { d: 'M4 4h16v12H9l-5 4z' },
  move: { d: 'M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3' },
  devices: { d: 'M4 7h16M4 12h16M4 17h16M9 5v4M15 10v4M7 15v4' },
  moreTime: { d: 'M20.5 13A8.5 8.5 0 1112 4.5M12 8v5l3 2M18 2v6M15 5h6' },
  board: { d: 'M3 4h18v12H3zM8 20l4-4 4 4M7 12l3-3 2 2 4-4' },
  callEnd: { d: 'M1.5 14c5.8-5.8 15.2-5.8 21 0l-2.9 2.9-3.8-1.9v-3.2c-2.4-.8-5.2-.8-7.6 0V15l-3.8 1.9z', filled: true },
} as const satisfies Record<string, IconArt>

export type CallIconName = keyof typeof callArt

/** An icon of the call's set. Decorative unless `title` is given. */
export function CallIcon({ name, size, title, className }: { name: CallIconName; size?: number; title?: string; className?: string }) {
  return <Icon art={callArt[name]} size={size} title={title} className={className} />
}
