import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-my-services'
import { useClientOffset } from '~/app/features/my-services/hooks/use-client-offset'
import { myServiceQueryOptions, myServicesQueryOptions, scheduleQueryOptions } from '~/app/features/my-services/my-services.queries'
import { gridFromSchedule } from '~/app/features/my-services/schedule-grid'
import { blankForm, formFromService } from '~/app/features/my-services/service-form-model'
import { NotProvider } from './not-provider'
import { ServiceForm } from './service-form'

/** `/services/create` and `/provider/service?id=`: the form, once the visitor's time zone is known. */
export function ServiceEditorPage({ serviceId }: { serviceId: string | undefined }) {
  const { data: mine } = useSuspenseQuery(myServicesQueryOptions())
  const offset = useClientOffset()
  if (mine.kind === 'not-provider') return <NotProvider />
  if (offset === null) return <Pending />
  return serviceId ? <EditService serviceId={serviceId} offset={offset} /> : <CreateService offset={offset} />
}

function Pending() {
  return (
    <div className="page page--center">
      <Spinner />
    </div>
  )
}

/** A new service starts with the provider's weekly schedule as its hours. */
function CreateService({ offset }: { offset: number }) {
  const schedule = useQuery(scheduleQueryOptions(offset))
  if (schedule.isPending) return <Pending />
  const opens = schedule.data?.kind === 'provider' ? gridFromSchedule(schedule.data.data.opens) : undefined
  return <ServiceForm key={offset} serviceId={undefined} initial={blankForm(opens)} offset={offset} />
}

function EditService({ serviceId, offset }: { serviceId: string; offset: number }) {
  const service = useQuery(myServiceQueryOptions(serviceId, offset))
  if (service.isPending) return <Pending />
  if (service.isError) {
    return (
      <section className="page page--center">
        <p role="alert">{t('myServices.list.loadFailed')}</p>
      </section>
    )
  }
  if (service.data.kind === 'not-provider') return <NotProvider />
  if (!service.data.data) {
    return (
      <section className="page page--center">
        <h1>{t('myServices.form.notFound')}</h1>
        <Link to="/provider/services" className="button button--primary">
          {t('myServices.list.title')}
        </Link>
      </section>
    )
  }
  return <ServiceForm key={`${serviceId}-${offset}`} serviceId={serviceId} initial={formFromService(service.data.data)} offset={offset} />
}
