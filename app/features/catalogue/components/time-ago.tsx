import { timeAgo } from '~/app/lib/format'

/**
 * "3 days ago" in Thai, with the exact time for machines. The server and the browser may round
 * differently across a minute's edge; the browser's reading wins without a hydration warning.
 */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="time-ago" suppressHydrationWarning>
      {timeAgo(iso)}
    </time>
  )
}
