import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '~/app/lib/toast'
import type { ProviderSchedule } from '~/contract/api/provider-services'
import { ConfirmDialog } from '~/app/components/confirm-dialog'
import { Spinner } from '~/app/components/spinner'
import { useUnsavedChanges } from '~/app/lib/forms/unsaved-changes'
import { t } from '~/app/lib/i18n/th-my-services'
import { useClientOffset } from '~/app/features/my-services/hooks/use-client-offset'
import { useSaveSchedule } from '~/app/features/my-services/hooks/use-my-services-mutations'
import { scheduleQueryOptions } from '~/app/features/my-services/my-services.queries'
import { emptyGrid, gridFromSchedule, scheduleFromGrid, selectedCount, type Grid } from '~/app/features/my-services/schedule-grid'
import { ScheduleGridEditor } from './schedule-grid-editor'
import { ScheduleOverview } from './schedule-overview'

export const offsetText = (offset: number) => (offset >= 0 ? `+${offset}` : String(offset))

/** The grid and its overview side by side (stacked on a phone). */
export function ScheduleFields({ grid, onChange, labelledBy, offset }: { grid: Grid; onChange: (grid: Grid) => void; labelledBy: string; offset: number }) {
  const [confirmClear, setConfirmClear] = useState(false)
  const count = selectedCount(grid)
  return (
    <div className="schedule-fields">
      <div className="schedule-fields__grid">
        <p className="muted">{t('myServices.schedule.timezone', { offset: offsetText(offset) })}</p>
        <ScheduleGridEditor value={grid} onChange={onChange} labelledBy={labelledBy} />
        <p className="schedule-fields__count" aria-live="polite">
          {t('myServices.schedule.selectedCount', { count })}
        </p>
        <button type="button" className="link-button" disabled={count === 0} onClick={() => setConfirmClear(true)}>
          {t('myServices.schedule.clear')}
        </button>
        <ConfirmDialog
          open={confirmClear}
          title={t('myServices.schedule.clearTitle')}
          body={t('myServices.schedule.clearBody', { count })}
          confirmLabel={t('myServices.schedule.clearConfirm')}
          cancelLabel={t('myServices.schedule.clearCancel')}
          danger
          onConfirm={() => {
            setConfirmClear(false)
            onChange(emptyGrid())
          }}
          onCancel={() => setConfirmClear(false)}
        />
      </div>
      <ScheduleOverview grid={grid} />
    </div>
  )
}

/** The provider's weekly schedule, in the visitor's time zone, saved with PUT /v2/provider/schedule. */
export function ScheduleEditor() {
  const headingId = useId()
  const offset = useClientOffset()
  const schedule = useQuery({ ...scheduleQueryOptions(offset ?? 0), enabled: offset !== null })
  return (
    <section className="schedule-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myServices.schedule.title')}</h2>
      <p>{t('myServices.schedule.intro')}</p>
      {offset === null || schedule.isPending ? (
        <Spinner />
      ) : schedule.isError ? (
        <p role="alert" className="form-alert">
          {t('myServices.schedule.loadFailed')}
        </p>
      ) : schedule.data.kind === 'provider' ? (
        <LoadedSchedule key={offset} saved={schedule.data.data} offset={offset} headingId={headingId} />
      ) : null}
    </section>
  )
}

function LoadedSchedule({ saved, offset, headingId }: { saved: ProviderSchedule; offset: number; headingId: string }) {
  const [grid, setGrid] = useState(() => gridFromSchedule(saved.opens))
  // What the server holds now, to tell whether the grid has edits to lose.
  const [stored, setStored] = useState(() => JSON.stringify(scheduleFromGrid(gridFromSchedule(saved.opens))))
  const dirty = JSON.stringify(scheduleFromGrid(grid)) !== stored
  const { prompt } = useUnsavedChanges(dirty)
  const save = useSaveSchedule()
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault()
        const opens = scheduleFromGrid(grid)
        save.mutate(
          { opens, offset_gmt: offset },
          {
            onSuccess: () => {
              setStored(JSON.stringify(opens))
              toast.success(t('myServices.schedule.saved'))
            },
            onError: () => void toast.error(t('myServices.schedule.saveFailed')),
          },
        )
      }}
    >
      <ScheduleFields grid={grid} onChange={setGrid} labelledBy={headingId} offset={offset} />
      {prompt}
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? <Spinner size={20} /> : null}
          {t('myServices.schedule.save')}
        </button>
      </div>
    </form>
  )
}
