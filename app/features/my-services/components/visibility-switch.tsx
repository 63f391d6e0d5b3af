import { t } from '~/app/lib/i18n/th-my-services'

/** An on/off switch (role="switch"): its accessible name says what it shows, its state is `aria-checked`. */
export function VisibilitySwitch({ checked, label, onToggle, disabled }: { checked: boolean; label: string; onToggle: () => void; disabled?: boolean }) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className="switch" onClick={onToggle} disabled={disabled}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text" aria-hidden="true">
        {checked ? t('myServices.list.visibleOn') : t('myServices.list.visibleOff')}
      </span>
    </button>
  )
}
