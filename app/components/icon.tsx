/**
 * The icon set: inline SVG (no icon font, nothing to download), 24-unit artwork drawn with
 * `currentColor`. Decorative by default; pass `title` when the icon alone carries meaning.
 */
const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  filter: 'M4 5h16l-6 7.5V19l-4 2v-8.5z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 5l-7 7 7 7',
  check: 'M5 12.5l4.5 4.5L19 7',
  wallet: 'M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zM16 14.5h.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  briefcase: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  register: 'M12 5v14M5 12h14',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  phone: 'M8 3h8a1 1 0 011 1v16a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zM11 18h2',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  video: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16a3 3 0 100-6 3 3 0 000 6z',
  mic: 'M12 3a3 3 0 013 3v5a3 3 0 01-6 0V6a3 3 0 013-3zM5 11a7 7 0 0014 0M12 18v3',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4M12 17h.01',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18',
} as const

const filled = {
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  twitter: 'M4 4h4.5l4 5.5L17 4h3l-6 7 7 9h-4.5l-4.3-5.8L7 20H4l6.5-7.5z',
  youtube: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z',
  instagram: 'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm4 5a4 4 0 100 8 4 4 0 000-8zm0 2a2 2 0 110 4 2 2 0 010-4zm5-3.5a1 1 0 100 2 1 1 0 000-2z',
  googlePlay: 'M4 3.5v17l9.5-8.5zM14.7 13.2l2.6 2.3L6 21.7zM14.7 10.8L6 2.3l11.3 6.2zM18.5 9.2l2.6 1.5a1.5 1.5 0 010 2.6l-2.6 1.5-3-2.8z',
  apple: 'M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 00-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.3-.9a4.9 4.9 0 00-4.1 2.5c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 001.4-2.8 4.3 4.3 0 01-2.6-4.2zM14 5.3A4.3 4.3 0 0015 2a4.4 4.4 0 00-2.9 1.5 4.1 4.1 0 00-1 3.1A3.6 3.6 0 0014 5.3z',
} as const

export type IconName = keyof typeof paths | keyof typeof filled

export const DEFAULT_ICON_SIZE = 26

export function Icon({ name, size = DEFAULT_ICON_SIZE, title, className }: { name: IconName; size?: number; title?: string; className?: string }) {
  const isFilled = name in filled
  const d = isFilled ? filled[name as keyof typeof filled] : paths[name as keyof typeof paths]
  return <SvgIcon d={d} filled={isFilled} size={size} title={title} className={className} />
}

/**
 * One icon drawn from its path: the shared set above uses it, and a feature with artwork of its own
 * (the call's controls) keeps its paths beside it, so they load with that feature only.
 */
export function SvgIcon({ d, filled = false, size = DEFAULT_ICON_SIZE, title, className }: { d: string; filled?: boolean; size?: number; title?: string | undefined; className?: string | undefined }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}
