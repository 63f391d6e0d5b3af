import { t } from '../lib/i18n/th'

export const AVATAR_SIZE = 38

/**
 * A round profile picture; the blank avatar when the user has none. `decorative` where the name is
 * written beside it (and inside a menu, which may hold only its items).
 */
export function Avatar({ src, username, size = AVATAR_SIZE, decorative = false }: { src: string | null | undefined; username: string; size?: number; decorative?: boolean }) {
  const label = decorative ? undefined : t('account.avatarAlt', { username })
  if (src) {
    return <img className="avatar" src={src} alt={label ?? ''} width={size} height={size} />
  }
  return (
    <svg className="avatar avatar--blank" width={size} height={size} viewBox="0 0 38 38" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <circle cx="19" cy="19" r="19" fill="#dfe6ee" />
      <circle cx="19" cy="15" r="6.5" fill="#7a8896" />
      <path d="M6.5 32a13 13 0 0125 0 18.9 18.9 0 01-25 0z" fill="#7a8896" />
    </svg>
  )
}
