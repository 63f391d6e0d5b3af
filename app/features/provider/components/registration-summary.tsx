import type { ReactNode } from 'react'
import type { ProviderRegistration, RegistrationStep } from '~/contract/api/provider'
import { t } from '~/app/lib/i18n/th-provider'
import type { RegistrationValues } from '~/app/features/provider/registration-steps'

const Empty = () => <span className="muted">{t('provider.review.empty')}</span>

const text = (value: string) => (value.trim() ? <span className="provider-summary__text">{value}</span> : <Empty />)

/**
 * The registration as staff will read it: on the review step (with a way back to each step) and,
 * read-only, while it is under review.
 */
export function RegistrationSummary({
  values,
  documents,
  onEdit,
}: {
  values: RegistrationValues
  documents: ProviderRegistration['documents']
  onEdit?: (step: RegistrationStep) => void
}) {
  const identity = documents.filter((d) => d.kind === 'identity')
  const certificates = documents.filter((d) => d.kind === 'certificate')
  const section = (step: RegistrationStep, children: ReactNode) => (
    <section className="provider-summary__section" aria-labelledby={`provider-summary-${step}`}>
      <div className="provider-summary__head">
        <h3 id={`provider-summary-${step}`}>{t(`provider.register.steps.${step}`)}</h3>
        {onEdit ? (
          <button type="button" className="button provider-summary__edit" onClick={() => onEdit(step)} aria-describedby={`provider-summary-${step}`}>
            {t('provider.register.edit')}
          </button>
        ) : null}
      </div>
      <dl className="provider-summary__list">{children}</dl>
    </section>
  )
  return (
    <div className="provider-summary">
      {section(
        'personal',
        <>
          <dt>{t('provider.fields.displayName')}</dt>
          <dd>{text(values.display_name)}</dd>
          <dt>{t('provider.fields.about')}</dt>
          <dd>{text(values.about)}</dd>
        </>,
      )}
      {section(
        'teaching',
        <>
          <dt>{t('provider.fields.subjects')}</dt>
          <dd>
            {values.subjects.length ? (
              <ul className="provider-chips">
                {values.subjects.map((s) => (
                  <li key={s} className="provider-chip">
                    {s}
                  </li>
                ))}
              </ul>
            ) : (
              <Empty />
            )}
          </dd>
          <dt>{t('provider.fields.education')}</dt>
          <dd>{text(values.education)}</dd>
          <dt>{t('provider.fields.experience')}</dt>
          <dd>{text(values.experience)}</dd>
        </>,
      )}
      {section(
        'documents',
        <>
          <dt>{t('provider.documents.identity')}</dt>
          <dd>{identity.length ? identity.map((d) => d.file_name).join(', ') : <span className="muted">{t('provider.review.identityMissing')}</span>}</dd>
          <dt>{t('provider.documents.certificates')}</dt>
          <dd>{certificates.length ? certificates.map((d) => d.file_name).join(', ') : <span className="muted">{t('provider.documents.none')}</span>}</dd>
        </>,
      )}
    </div>
  )
}
