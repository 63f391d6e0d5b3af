import { THAI_WEEKDAYS } from '~/app/lib/format'
import { Phrases } from './phrases'
import { t } from '~/app/lib/i18n/th-catalogue'
import { ScrollArea } from './scroll-area'
import type { OverviewDay } from '~/app/lib/schedule'

/**
 * The spec's weekly overview as a table: a row per day, a column per time-of-day block, each cell
 * the selected hours in that block. Shared by a service's page and the provider's schedule editor.
 */
export function AvailabilityTable({ overview, caption, dayHeader }: { overview: readonly OverviewDay[]; caption: string; dayHeader?: string }) {
  const blocks = overview[0]?.Blocks.map((b) => b.TimeOfDay) ?? []
  return (
    <ScrollArea label={caption}>
      <table className="availability">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {dayHeader ? <th scope="col">{dayHeader}</th> : <td />}
            {blocks.map((block) => (
              <th key={block} scope="col">
                <Phrases text={t(`catalogue.timesOfDay.${block}`)} />
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
    </ScrollArea>
  )
}
