import {
  DOCUMENT_FILE_FIELD,
  providerRegistrationSchema,
  type DocumentKind,
  type SaveRegistrationRequest,
} from '~/contract/api/provider'
import { apiBlob, apiRequest } from '~/app/lib/api/client'

const REGISTRATION = '/v2/provider/registration'

export const fetchRegistration = () => apiRequest(REGISTRATION, { auth: true, schema: providerRegistrationSchema })

export const saveRegistration = (changes: SaveRegistrationRequest) =>
  apiRequest(REGISTRATION, { method: 'PUT', auth: true, body: changes, schema: providerRegistrationSchema })

export function uploadDocument(kind: DocumentKind, file: File) {
  const form = new FormData()
  form.set('kind', kind)
  form.set(DOCUMENT_FILE_FIELD, file)
  return apiRequest(`${REGISTRATION}/documents`, { method: 'POST', auth: true, body: form, schema: providerRegistrationSchema })
}

export const removeDocument = (documentId: string) =>
  apiRequest(`${REGISTRATION}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE', auth: true, schema: providerRegistrationSchema })

export const submitRegistration = () => apiRequest(`${REGISTRATION}/submit`, { method: 'POST', auth: true, schema: providerRegistrationSchema })

/** A document's bytes (documents are private: read with the bearer token, shown from a blob URL). */
export const fetchDocument = (url: string, signal?: AbortSignal) => apiBlob(url, { signal })
