import { initialsOf, nameColourIndex } from '~/app/lib/initials'
import { t } from '~/app/lib/i18n/th'

export const AVATAR_SIZE = 38
/** Background colours for initials, each with white text above 4.5:1 (WCAG AA); see `.avatar--c*`. */
const INITIALS_COLOURS = 8

/**
 * A round profile picture; where the person has none, their initials on a colour of their own (the
 * same name always gets the same colour). `decorative` where the name is written beside it (and
 * inside a menu, which may hold only its items).
 */
export function Avatar({ src, username, size = AVATAR_SIZE, decorative = false }: { src: string | null | undefined; username: string; size?: number; decorative?: boolean }) {
  const label = decorative ? undefined : t('account.avatarAlt', { username })
  if (src) {
    return <img className="avatar" src={src} alt={label ?? ''} width={size} height={size} />
  }
  // The initials are drawn by CSS (`content: attr(data-initials)`): they are a picture of the
  // name, not text, so a button holding one keeps its own name (WCAG 2.5.3, label in name).
  return (
    <span
      className={`avatar avatar--initials avatar--c${nameColourIndex(username, INITIALS_COLOURS)}`}
      data-initials={initialsOf(username)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
