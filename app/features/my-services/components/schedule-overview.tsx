import { useId } from 'react'
import { AvailabilityTable } from '~/app/components/availability-table'
import { t } from '~/app/lib/i18n/th-my-services'
import { scheduleOverview } from '~/app/lib/schedule'
import { scheduleFromGrid, type Grid } from '~/app/features/my-services/schedule-grid'

/** The spec's overview beside the grid: per day, the selected hours in each time-of-day block. */
export function ScheduleOverview({ grid }: { grid: Grid }) {
  const headingId = useId()
  const overview = scheduleOverview(scheduleFromGrid(grid))
  return (
    <section className="schedule-overview" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('myServices.schedule.overviewTitle')}</h3>
      <AvailabilityTable overview={overview} caption={t('myServices.schedule.overviewCaption')} dayHeader={t('myServices.schedule.day')} />
    </section>
  )
}
