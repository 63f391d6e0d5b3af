import type { IconArt } from './icons/art'

export const DEFAULT_ICON_SIZE = 26

/**
 * An icon of the shared set (icons/), inline SVG (no icon font, nothing to download). Decorative
 * by default; pass `title` when the icon alone carries meaning.
 */
export function Icon({ art, size = DEFAULT_ICON_SIZE, title, className }: { art: IconArt; size?: number; title?: string | undefined; className?: string | undefined }) {
  return <SvgIcon d={art.d} filled={art.filled} size={size} title={title} className={className} />
}

/**
 * One icon drawn from its path: the shared set (icons/) uses it, and a feature with artwork of its own
 * (the call's controls) keeps its paths beside it, so they load with that feature only.
 */
export function SvgIcon({ d, filled = false, size = DEFAULT_ICON_SIZE, title, className }: { d: string; filled?: boolean | undefined; size?: number; title?: string | undefined; className?: string | undefined }) {
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
