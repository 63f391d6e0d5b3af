import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from '~/app/lib/toast'
import type { Service } from '~/contract/api/catalogue'
import { t } from '~/app/lib/i18n/th-my-services'
import { failureMessage } from '~/app/lib/api/failure-message'
import { useDeleteService, useSetVisibility } from '~/app/features/my-services/hooks/use-my-services-mutations'
import { myServicesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { DeleteServiceDialog } from './delete-service-dialog'
import { NotProvider } from './not-provider'
import { ScheduleEditor } from './schedule-editor'
import { VisibilitySwitch } from './visibility-switch'

/** `/provider/services`, `/services/manage`, `/services`: my services, then my weekly schedule. */
export function MyServicesPage() {
  const { data } = useSuspenseQuery(myServicesQueryOptions())
  if (data.kind === 'not-provider') return <NotProvider />
  return (
    <div className="page my-services">
      <section aria-labelledby="my-services-title">
        <div className="my-services__head">
          <h1 id="my-services-title">{t('myServices.list.title')}</h1>
          {data.data.length > 0 ? (
            <Link to="/services/create" className="button button--primary">
              {t('myServices.list.create')}
            </Link>
          ) : null}
        </div>
        <ServiceRows services={data.data} />
      </section>
      <ScheduleEditor />
    </div>
  )
}

function ServiceRows({ services }: { services: readonly Service[] }) {
  const visibility = useSetVisibility()
  const remove = useDeleteService()
  const [deleting, setDeleting] = useState<Service | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  const toggle = (service: Service) => {
    const visible = !service.visible
    visibility.mutate(
      { id: service._id, visible },
      {
        onSuccess: () =>
          void toast.success(
            t(visible ? 'myServices.list.shown' : 'myServices.list.hidden', {
              title: service.title,
            }),
          ),
        onError: (error) => toast.error(failureMessage(error, { fallback: t('myServices.list.visibilityFailed') })),
      },
    )
  }

  const confirmDelete = () => {
    if (!deleting) return
    setDeleteError(null)
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null)
        toast.success(t('myServices.list.deleted'))
      },
      onError: (error) => setDeleteError(failureMessage(error, { 409: t('myServices.list.deleteBooked'), fallback: t('myServices.list.deleteFailed') })),
    })
  }

  // The empty state renders in here, so the dialog and the delete's toast outlive the last row.
  return (
    <>
      {services.length === 0 ? (
        <div className="my-services__empty">
          <h2>{t('myServices.list.emptyTitle')}</h2>
          <p>{t('myServices.list.emptyBody')}</p>
          <Link to="/services/create" className="button button--primary">
            {t('myServices.list.create')}
          </Link>
        </div>
      ) : (
        <ul className="my-services__list" aria-label={t('myServices.list.listLabel')}>
          {services.map((service) => (
            <li key={service._id} className="my-service">
              {service.thumbnails[0] ? (
                <img className="my-service__thumb" src={service.thumbnails[0]} alt="" width={160} height={90} loading="lazy" decoding="async" />
              ) : (
                <span className="my-service__thumb my-service__thumb--empty" aria-hidden="true" />
              )}
              <div className="my-service__body">
                <h2 className="my-service__title">{service.title}</h2>
                <p className="my-service__category">{service.category.name || t('myServices.list.noCategory')}</p>
              </div>
              <div className="my-service__actions">
                <VisibilitySwitch
                  checked={service.visible}
                  label={t('myServices.list.visibilityLabel', {
                    title: service.title,
                  })}
                  onToggle={() => toggle(service)}
                />
                <Link
                  to="/provider/service"
                  search={{ id: service._id }}
                  className="button"
                  aria-label={t('myServices.list.editLabel', {
                    title: service.title,
                  })}
                >
                  {t('myServices.list.edit')}
                </Link>
                <button
                  type="button"
                  className="button my-service__delete"
                  aria-label={t('myServices.list.deleteLabel', {
                    title: service.title,
                  })}
                  onClick={() => {
                    setDeleteError(null)
                    setDeleting(service)
                  }}
                >
                  {t('myServices.list.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteServiceDialog
        title={deleting?.title ?? ''}
        open={deleting !== null}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
