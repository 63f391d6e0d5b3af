import { useSuspenseQuery } from '@tanstack/react-query'
import type { ContentKey } from '~/contract/api/contents'
import { formatThaiDate } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-policies'
import { policyQueryOptions } from '~/app/features/content/content.queries'

/** Terms or privacy, as the backend serves them (its HTML is written and checked by us). */
export function PolicyDocument({ contentKey }: { contentKey: ContentKey }) {
  const { data } = useSuspenseQuery(policyQueryOptions(contentKey))
  return (
    <article className="page prose">
      <h1>{data.title}</h1>
      <p className="muted">{t('policies.updatedAt', { date: formatThaiDate(data.updated_at) })}</p>
      <div dangerouslySetInnerHTML={{ __html: data.body_html }} />
    </article>
  )
}
