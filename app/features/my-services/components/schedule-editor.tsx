import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'react-toastify/unstyled'
import type { ProviderSchedule } from '../../../../contract/api/provider-services'
import { Spinner } from '../../../components/spinner'
import { t } from '../../../lib/i18n/th'
import { useClientOffset } from '../hooks/use-client-offset'
import { useSaveSchedule } from '../hooks/use-my-services-mutations'
import { scheduleQueryOptions } from '../my-services.queries'
import { emptyGrid, gridFromSchedule, scheduleFromGrid, selectedCount, type Grid } from '../schedule-grid'
import { ScheduleGridEditor } from './schedule-grid-editor'
import { ScheduleOverview } from './schedule-overview'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-my-services'

export const offsetText = (offset: number) => (offset >= 0 ? `+${offset}` : String(offset))

/** The grid and its overview side by side (stacked on a phone). */
export function ScheduleFields({ grid, onChange, labelledBy, offset }: { grid: Grid; onChange: (grid: Grid) => void; labelledBy: string; offset: number }) {
  return (
    <div className="schedule-fields">
      <div className="schedule-fields__grid">
        <p className="muted">{t('myServices.schedule.timezone', { offset: offsetText(offset) })}</p>
        <ScheduleGridEditor value={grid} onChange={onChange} labelledBy={labelledBy} />
        <p className="schedule-fields__count" aria-live="polite">
          {t('myServices.schedule.selectedCount', { count: selectedCount(grid) })}
        </p>
        <button type="button" className="link-button" onClick={() => onChange(emptyGrid())}>
          {t('myServices.schedule.clear')}
        </button>
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
  const save = useSaveSchedule()
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          { opens: scheduleFromGrid(grid), offset_gmt: offset },
          {
            onSuccess: () => void toast.success(t('myServices.schedule.saved')),
            onError: () => void toast.error(t('myServices.schedule.saveFailed')),
          },
        )
      }}
    >
      <ScheduleFields grid={grid} onChange={setGrid} labelledBy={headingId} offset={offset} />
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? <Spinner size={20} /> : null}
          {t('myServices.schedule.save')}
        </button>
      </div>
    </form>
  )
}
