import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useRef, useState } from 'react'
import { toast } from '~/app/lib/toast'
import type { AdminProviderDetail } from '~/contract/api/provider'
import { PROVIDER_VERIFY_STATUSES } from '~/contract/api/user'
import { Spinner } from '~/app/components/spinner'
import { EXACT_ACTIVE } from '~/app/lib/paging'
import { t } from '~/app/lib/i18n/th-admin'
import { formatDateTime } from '~/app/features/admin/admin-format'
import { decisionErrorMessage } from '~/app/features/admin/admin-messages'
import type { VerificationsSearch } from '~/app/features/admin/admin-search'
import { registrationQueryOptions, registrationsQueryOptions, useDecideRegistration } from '~/app/features/admin/admin.queries'
import { AdminFilterChips } from './admin-states'
import { DocumentPreview } from './document-preview'
import { ReasonDialog } from './reason-dialog'
import { StaffList } from './staff-table'

/** `/admin/verifications`: registrations by status (waiting ones first), one opened beside the list. */
export function VerificationsPage({ search }: { search: VerificationsSearch }) {
  const status = search.status ?? 'submitted'
  const page = search.page ?? 0
  const { data } = useSuspenseQuery(registrationsQueryOptions(status, page))

  return (
    <section className="page admin-page">
      <h1>{t('pages.adminVerifications.title')}</h1>
      <AdminFilterChips
        label={t('admin.verifications.statusFilter')}
        values={PROVIDER_VERIFY_STATUSES}
        current={status}
        text={(s) => t(`admin.providerStatus.${s}`)}
        link={(s, children, props) => (
          <Link to="/admin/verifications" search={{ status: s }} {...props}>
            {children}
          </Link>
        )}
      />
      <div className={search.id ? 'admin-review admin-review--open' : 'admin-review'}>
        <div className="admin-review__list">
          <h2>{t('admin.verifications.listHeading')}</h2>
          <StaffList
            total={data.total}
            items={data.items}
            page={page}
            empty={t('admin.verifications.empty')}
            rowProps={(row) => ({ 'aria-current': row._id === search.id ? 'true' : undefined })}
            columns={[
              { label: t('admin.verifications.columnName'), cell: (row) => row.display_name },
              { label: t('admin.verifications.columnUsername'), cell: (row) => row.username },
              { label: t('admin.verifications.columnSubmittedAt'), cell: (row) => (row.submitted_at ? formatDateTime(row.submitted_at) : t('admin.common.notProvided')) },
              {
                label: t('admin.verifications.columnActions'),
                cell: (row) => (
                  <Link to="/admin/verifications" search={{ ...search, id: row._id }} activeOptions={EXACT_ACTIVE} aria-label={t('admin.verifications.openLabel', { name: row.display_name })}>
                    {t('admin.verifications.open')}
                  </Link>
                ),
              },
            ]}
            pageLink={(p, children, props) => (
              <Link to="/admin/verifications" search={{ ...search, page: p === 0 ? undefined : p, id: undefined }} {...props}>
                {children}
              </Link>
            )}
          />
        </div>
        {search.id ? (
          <Suspense fallback={<Spinner label={t('admin.common.loading')} />}>
            <RegistrationDetail id={search.id} search={search} />
          </Suspense>
        ) : null}
      </div>
    </section>
  )
}

function RegistrationDetail({ id, search }: { id: string; search: VerificationsSearch }) {
  const { data } = useSuspenseQuery(registrationQueryOptions(id))
  const heading = useRef<HTMLHeadingElement>(null)
  // Opening a registration moves focus to it, so keyboard and screen-reader users land there.
  useEffect(() => heading.current?.focus(), [id])

  return (
    <article className="admin-review__detail" aria-labelledby={`registration-${id}`}>
      {data ? (
        <>
          <h2 id={`registration-${id}`} ref={heading} tabIndex={-1}>
            {t('admin.verifications.detailHeading', { name: data.display_name || data.username })}
          </h2>
          <RegistrationFields registration={data} />
          {data.verify_status === 'submitted' ? <Decision registration={data} /> : null}
        </>
      ) : (
        <p id={`registration-${id}`} ref={heading} tabIndex={-1} role="alert">
          {t('admin.verifications.notFound')}
        </p>
      )}
      <p>
        <Link to="/admin/verifications" search={{ ...search, id: undefined }} activeOptions={EXACT_ACTIVE}>
          {t('admin.verifications.backToList')}
        </Link>
      </p>
    </article>
  )
}

function RegistrationFields({ registration: r }: { registration: AdminProviderDetail }) {
  const none = t('admin.common.notProvided')
  const text = (value: string) => (value.trim() === '' ? none : value)
  return (
    <>
      <dl className="admin-fields">
        <dt>{t('admin.verifications.fieldStatus')}</dt>
        <dd>
          <span className={`admin-status admin-status--${r.verify_status ?? 'draft'}`}>{r.verify_status ? t(`admin.providerStatus.${r.verify_status}`) : none}</span>
        </dd>
        <dt>{t('admin.verifications.fieldDisplayName')}</dt>
        <dd>{text(r.display_name)}</dd>
        <dt>{t('admin.verifications.fieldUsername')}</dt>
        <dd>{r.username}</dd>
        <dt>{t('admin.verifications.fieldAbout')}</dt>
        <dd className="admin-fields__long">{text(r.about)}</dd>
        <dt>{t('admin.verifications.fieldEducation')}</dt>
        <dd className="admin-fields__long">{text(r.education)}</dd>
        <dt>{t('admin.verifications.fieldSubjects')}</dt>
        <dd>{r.subjects.length === 0 ? none : r.subjects.join(', ')}</dd>
        <dt>{t('admin.verifications.fieldExperience')}</dt>
        <dd className="admin-fields__long">{text(r.experience)}</dd>
        <dt>{t('admin.verifications.fieldSubmittedAt')}</dt>
        <dd>{r.submitted_at ? formatDateTime(r.submitted_at) : none}</dd>
        {r.reviewed_at ? (
          <>
            <dt>{t('admin.verifications.fieldReviewedAt')}</dt>
            <dd>{formatDateTime(r.reviewed_at)}</dd>
          </>
        ) : null}
        {r.rejection_reason ? (
          <>
            <dt>{t('admin.verifications.fieldRejectionReason')}</dt>
            <dd className="admin-fields__long">{r.rejection_reason}</dd>
          </>
        ) : null}
      </dl>
      <h3>{t('admin.verifications.documents')}</h3>
      {r.documents.length === 0 ? (
        <p>{t('admin.verifications.noDocuments')}</p>
      ) : (
        <ul className="admin-documents">
          {r.documents.map((d) => (
            <li key={d._id} className="admin-document">
              <p className="admin-document__kind">
                {t(`admin.verifications.documentKind.${d.kind}`)}: {d.file_name}
              </p>
              <DocumentPreview document={d} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Decision({ registration }: { registration: AdminProviderDetail }) {
  const decide = useDecideRegistration()
  const [rejecting, setRejecting] = useState(false)
  const name = registration.display_name || registration.username

  // mutateAsync, not mutate's callbacks: the decision re-renders this registration without these
  // buttons, and mutate's own callbacks are dropped once the component that called it is gone.
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: registration._id, decision: 'approve' })
      toast.success(t('admin.verifications.approved', { name }))
    } catch (error) {
      toast.error(decisionErrorMessage(error, 'registration'))
    }
  }

  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync({ id: registration._id, decision: 'reject', reason })
      toast.success(t('admin.verifications.rejected', { name }))
      return true
    } catch (error) {
      toast.error(decisionErrorMessage(error, 'registration'))
      return false
    }
  }

  return (
    <div className="admin-actions">
      <button type="button" className="button button--primary" onClick={() => void approve()} disabled={decide.isPending}>
        {decide.isPending && decide.variables.decision === 'approve' ? t('admin.verifications.approving') : t('admin.verifications.approve')}
      </button>
      <button type="button" className="button button--danger" onClick={() => setRejecting(true)} disabled={decide.isPending}>
        {t('admin.verifications.reject')}
      </button>
      <ReasonDialog open={rejecting} onClose={() => setRejecting(false)} onConfirm={reject} />
    </div>
  )
}
