import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { RegistrationDocument } from '~/contract/api/provider'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-admin'
import { fetchDocument } from '~/app/features/admin/admin.queries'
import { unwrap } from '~/app/lib/api/results'

/** An object URL for a blob while the component shows it, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => {
      URL.revokeObjectURL(made)
      setUrl(null)
    }
  }, [blob])
  return url
}

/**
 * A private registration document: fetched with the bearer token (documents are never public) and
 * shown from a blob URL, a picture inline and a PDF as a link.
 */
export function DocumentPreview({ document }: { document: RegistrationDocument }) {
  const query = useQuery({
    queryKey: ['admin', 'document', document.url],
    queryFn: async ({ signal }) => {
      return unwrap(await fetchDocument(document.url, signal))
    },
    staleTime: Infinity,
  })
  const url = useObjectUrl(query.data)
  const kind = t(`admin.verifications.documentKind.${document.kind}`)

  if (query.isError) return <p className="field-error">{t('admin.verifications.documentFailed')}</p>
  if (!url) return <Spinner label={t('admin.verifications.documentLoading')} />
  if (document.content_type === 'application/pdf') {
    return (
      <a href={url} download={document.file_name} className="button">
        {t('admin.verifications.openPdf', { name: document.file_name })}
      </a>
    )
  }
  return <img src={url} alt={t('admin.verifications.documentAlt', { kind, name: document.file_name })} className="admin-document__image" />
}
