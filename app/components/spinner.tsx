import { t } from '~/app/lib/i18n/th'

export const DEFAULT_SPINNER_SIZE = 24

/** A busy indicator; announced to assistive technology as a status. */
export function Spinner({ size = DEFAULT_SPINNER_SIZE, label = t('common.loading') }: { size?: number; label?: string }) {
  return (
    <span role="status" className="spinner" style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
