/** The brand's mark, beside its name in the site's header and the staff header. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5cab" />
      <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
    </svg>
  )
}
