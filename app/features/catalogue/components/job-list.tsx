import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ServiceRequestPage } from '~/contract/api/catalogue'
import type { JobsSearch } from '~/contract/routes'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { t } from '~/app/lib/i18n/th-jobs'
import { formatWhole } from '~/app/lib/number-format'
import { EXACT_ACTIVE, pageCount } from '~/app/lib/paging'
import { jobsQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { EmptyPage } from './list-states'
import { Pager } from './pager'
import { TimeAgo } from './time-ago'

const STATUSES = ['open', 'pending', 'closed'] as const

/** `/tutoring/jobs`: tutoring job requests, filtered by status and paged, all in the URL. */
export function JobList({ search }: { search: JobsSearch }) {
  const page = search.page ?? 0
  const query = useSuspenseQuery(jobsQueryOptions(search.status, page))
  const jobs = query.data
  return (
    <section className="page jobs" aria-labelledby="jobs-title">
      <h1 id="jobs-title">{t('pages.tutoringJobs.title')}</h1>
      <nav aria-label={t('jobs.statusFilter')} className="chips">
        <ul>
          {[undefined, ...STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link to="/tutoring/jobs" search={status ? { status } : {}} activeOptions={EXACT_ACTIVE} className="chip" {...(search.status === status ? { 'aria-current': 'page' as const } : {})}>
                {status ? t(`jobs.status.${status}`) : t('jobs.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {jobs ? (
        <JobResults jobs={jobs} search={search} page={page} />
      ) : (
        <div className="form-alert" role="alert">
          <p>{t('jobs.loadFailed')}</p>
          <button type="button" className="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </section>
  )
}

/** The count, the jobs and the pages, once the list has arrived. */
function JobResults({ jobs, search, page }: { jobs: ServiceRequestPage; search: JobsSearch; page: number }) {
  const count = pageCount(jobs.total, jobs.limit)
  const { openDownloadPrompt } = useDownloadPrompt()
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('jobs.count', { count: jobs.total })}
      </p>
      {jobs.items.length === 0 ? (
        jobs.total > 0 ? (
          <EmptyPage first={<Link to="/tutoring/jobs" search={{ status: search.status }}>{t('catalogue.firstPage')}</Link>} />
        ) : (
          <p>{t('jobs.empty')}</p>
        )
      ) : (
        <ul className="job-list" aria-label={t('jobs.list')}>
          {jobs.items.map((job) => (
            <li key={job._id} className="job">
              <article aria-labelledby={`job-${job._id}`}>
                <p className="job__meta">
                  <span className={`badge badge--${job.status}`}>{t(`jobs.status.${job.status}`)}</span>
                  <span className="muted">{job.category.name}</span>
                </p>
                <h2 id={`job-${job._id}`} className="job__title">
                  {job.title}
                </h2>
                <p className="service__description">{job.description}</p>
                <p className="job__meta">
                  <strong>{t('jobs.budget', { budget: formatWhole(job.budget) })}</strong>
                  <span className="muted">
                    {t('jobs.postedBy', { username: job.requester.username })} · <TimeAgo iso={job.created_at} />
                  </span>
                </p>
                {job.status === 'open' ? (
                  <p className="job__action">
                    {/* Offering to teach happens in the app, like booking. */}
                    <button type="button" className="button button--primary" aria-describedby={`job-${job._id}`} onClick={() => openDownloadPrompt('provider')}>
                      {t('jobs.apply')}
                    </button>
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        count={count}
        link={(p, children, props) => (
          <Link to="/tutoring/jobs" search={{ status: search.status, page: p || undefined }} {...props}>
            {children}
          </Link>
        )}
      />
    </>
  )
}
