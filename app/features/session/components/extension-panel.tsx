import { useId } from 'react'
import { OPEN_EXTENSION_STATUSES, type Extension, type ExtensionMinutes } from '~/contract/api/extension'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { t } from '~/app/lib/i18n/th-session'
import type { ExtensionControls } from '~/app/features/session/hooks/use-extension'
import { BarPanel } from './bar-panel'

const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })
const baht = new Intl.NumberFormat('th-TH')
const clock = (iso: string) => timeFormat.format(new Date(iso))

const ERROR_KEYS = ['session_not_running', 'extension_pending', 'extension_conflict', 'extension_not_paid', 'extension_closed'] as const
function errorText(code: string | null): string {
  if (code === null) return ''
  return (ERROR_KEYS as readonly string[]).includes(code) ? t(`session.extension.errors.${code as (typeof ERROR_KEYS)[number]}`) : t('session.extension.errors.other')
}

/** The open request (awaiting payment or paid), if there is one. */
const openRequest = (extension: Extension | null | undefined): Extension | null => (extension && OPEN_EXTENSION_STATUSES.includes(extension.status) ? extension : null)

/**
 * The learner's "more time" button in the control bar and the panel it opens above the bar (as
 * the devices panel does): the lengths on offer with their prices, then the request's progress —
 * pay in the app, wait for the tutor, accepted or declined. Escape or the close button put it away.
 */
export function ExtensionRequest({ controls, otherName }: { controls: ExtensionControls; otherName: string }) {
  const panelId = useId()
  const { openDownloadPrompt } = useDownloadPrompt()
  const { state, busy, error } = controls
  const current = state?.current ?? null
  const asked = openRequest(current)

  return (
    <BarPanel
      icon="moreTime"
      label={t('session.extension.button')}
      heading={t('session.extension.heading')}
      closeLabel={t('session.extension.close')}
      firstFocus="button:not([disabled]):not(.device-panel__close)"
      active={asked !== null}
      className="extension-panel"
    >
      {asked ? (
        <div className="extension-panel__progress">
          <p className="extension-panel__asked">{t('session.extension.asked', { minutes: asked.minutes, price: baht.format(asked.price) })}</p>
          {asked.status === 'awaiting_payment' ? (
            <>
              <p>{t('session.extension.payInApp', { name: otherName })}</p>
              <p className="extension-panel__actions">
                <button type="button" className="button button--primary" onClick={() => openDownloadPrompt('consumer')}>
                  {t('session.extension.openApp')}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => void controls.decide('cancel')}>
                  {t('session.extension.cancel')}
                </button>
              </p>
            </>
          ) : (
            <p>{t('session.extension.waitingForAnswer', { name: otherName })}</p>
          )}
        </div>
      ) : (
        <>
          {current?.status === 'accepted' ? <p className="extension-panel__outcome">{t('session.extension.accepted', { time: clock(current.new_end_at) })}</p> : null}
          {current?.status === 'declined' ? <p className="extension-panel__outcome">{t('session.extension.declined', { name: otherName })}</p> : null}
          {state && state.options.length > 0 ? (
            <>
              <p className="extension-panel__intro">{t('session.extension.intro', { name: otherName })}</p>
              <ul className="extension-panel__options">
                {state.options.map((option) => (
                  <li key={option.minutes}>
                    <button
                      type="button"
                      className="extension-option"
                      disabled={busy || !option.available}
                      aria-describedby={option.available ? undefined : `${panelId}-unavailable`}
                      onClick={() => void controls.ask(option.minutes as ExtensionMinutes)}
                    >
                      <span className="extension-option__minutes">{t('session.extension.option', { minutes: option.minutes })}</span>{' '}
                      <span className="extension-option__price">{option.available ? t('session.extension.price', { price: baht.format(option.price) }) : t('session.extension.unavailable')}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {state.options.some((option) => !option.available) ? (
                <p id={`${panelId}-unavailable`} className="visually-hidden">
                  {t('session.extension.unavailable')}
                </p>
              ) : null}
            </>
          ) : (
            <p className="device-panel__none">{t('session.extension.none')}</p>
          )}
        </>
      )}
      <p role="alert" className="extension-panel__error">
        {errorText(error)}
      </p>
    </BarPanel>
  )
}

/**
 * The tutor's side: while the learner's request is open, a card over the top of the stage with what
 * was asked, whether it is paid, and accept (once paid) or decline.
 */
export function ExtensionOffer({ controls, otherName }: { controls: ExtensionControls; otherName: string }) {
  const headingId = useId()
  const current = openRequest(controls.state?.current)
  if (!current) return null
  const paid = current.status === 'paid'
  return (
    <section className="extension-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="extension-offer__heading">
        {t('session.extension.offerHeading')}
      </h2>
      <p>{t('session.extension.offer', { name: otherName, minutes: current.minutes, price: baht.format(current.price), time: clock(current.new_end_at) })}</p>
      <p className={`extension-offer__status${paid ? ' extension-offer__status--paid' : ''}`}>{paid ? t('session.extension.offerPaid') : t('session.extension.offerUnpaid')}</p>
      <p className="extension-panel__actions">
        <button type="button" className="button button--primary" disabled={!paid || controls.busy} onClick={() => void controls.decide('accept')}>
          {t('session.extension.accept')}
        </button>
        <button type="button" className="button" disabled={controls.busy} onClick={() => void controls.decide('decline')}>
          {t('session.extension.decline')}
        </button>
      </p>
      <p role="alert" className="extension-panel__error">
        {errorText(controls.error)}
      </p>
    </section>
  )
}
