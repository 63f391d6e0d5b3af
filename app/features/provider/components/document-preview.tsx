import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { RegistrationDocument } from '~/contract/api/provider'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-provider'
import { fetchDocument } from '~/app/features/provider/provider.api'
import { providerKeys } from '~/app/features/provider/provider.queries'
import { unwrap } from '~/app/lib/api/results'

/**
 * A picture of an uploaded document. Documents are private, so an `<img src>` pointing at the
 * API would be refused: the bytes are read with the bearer token and shown from a blob URL. Only
 * in the browser (a query without suspense does not run during server rendering).
 */
export function DocumentPreview({ document: doc }: { document: RegistrationDocument }) {
  const blob = useQuery({
    queryKey: providerKeys.document(doc.url),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      return unwrap(await fetchDocument(doc.url, signal))
    },
  })
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    if (!blob.data) return
    const url = URL.createObjectURL(blob.data)
    setSrc(url)
    return () => {
      URL.revokeObjectURL(url)
      setSrc(null)
    }
  }, [blob.data])

  if (blob.isError) return <p className="muted provider-doc__fallback">{t('provider.documents.previewFailed')}</p>
  if (!src) return <Spinner size={20} />
  return <img className="provider-doc__image" src={src} alt={t('provider.documents.preview', { name: doc.file_name })} />
}
