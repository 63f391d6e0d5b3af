import { useId } from 'react'
import { THAI_WEEKDAYS } from '../../../lib/format'
import { t } from '../../../lib/i18n/th'
import { scheduleOverview } from '../../../lib/schedule'
import { scheduleFromGrid, type Grid } from '../schedule-grid'
// This area's Thai text joins the catalogue when this module loads (see th.ts).
import '../../../lib/i18n/th-my-services'

/** The spec's overview beside the grid: per day, the selected hours in each time-of-day block. */
export function ScheduleOverview({ grid }: { grid: Grid }) {
  const headingId = useId()
  const overview = scheduleOverview(scheduleFromGrid(grid))
  const blocks = overview[0]?.Blocks.map((b) => b.TimeOfDay) ?? []
  return (
    <section className="schedule-overview" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('myServices.schedule.overviewTitle')}</h3>
      <div className="table-scroll">
        <table className="availability">
          <caption className="visually-hidden">{t('myServices.schedule.overviewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('myServices.schedule.day')}</th>
              {blocks.map((block) => (
                <th key={block} scope="col">
                  {t(`catalogue.timesOfDay.${block}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.map((day) => (
              <tr key={day.Day}>
                <th scope="row">{THAI_WEEKDAYS[day.Day]}</th>
                {day.Blocks.map((block) => (
                  <td key={block.TimeOfDay} data-density={block.Density}>
                    {block.Density > 0 ? t('catalogue.hours', { count: block.Density }) : t('catalogue.closed')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
