import { useRef, useState, type ChangeEvent } from 'react'
import { toast } from '~/app/lib/toast'
import { MAX_CERTIFICATES, type DocumentKind, type ProviderRegistration, type RegistrationDocument } from '~/contract/api/provider'
import { FieldError } from '~/app/components/field-error'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-provider'
import { useRemoveDocument, useUploadDocument } from '~/app/features/provider/hooks/use-registration-mutations'
import { DOCUMENT_TYPES, documentFileProblem } from '~/app/features/provider/registration-steps'
import { DocumentPreview } from './document-preview'
import { failureOf, isNetworkFailure } from '~/app/lib/api/results'
import { failureMessage } from '~/app/lib/api/failure-message'
import { t as formT } from '~/app/lib/i18n/th-forms'

type Props = {
  userId: string | null
  documents: RegistrationDocument[]
  /** A required-document problem from the step's validation or the submission. */
  identityError: string | null
  /** A document was added or removed (the registration's cache holds the answer already). */
  onChange: (registration: ProviderRegistration) => void
  /** The registration cannot be changed any more (submitted meanwhile): reload it. */
  onLocked: () => void
}

/** Identity document (one, replaced by a new upload) and certificates (up to ten). */
export function DocumentsStep({ userId, documents, identityError, onChange, onLocked }: Props) {
  const upload = useUploadDocument(userId)
  const removal = useRemoveDocument(userId)
  // What is being worked on: a kind being uploaded, or the id of a document being removed.
  const busy: DocumentKind | string | null = upload.isPending ? (upload.variables?.kind ?? null) : removal.isPending ? (removal.variables ?? null) : null
  const [errors, setErrors] = useState<Partial<Record<DocumentKind, string>>>({})
  const inputs = useRef<Partial<Record<DocumentKind, HTMLInputElement | null>>>({})
  const identity = documents.filter((d) => d.kind === 'identity')
  const certificates = documents.filter((d) => d.kind === 'certificate')

  const uploadFile = (kind: DocumentKind, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const problem = documentFileProblem(file)
    if (problem) {
      setErrors((e) => ({ ...e, [kind]: t(problem.key, problem.params) }))
      input.value = ''
      return
    }
    setErrors((e) => ({ ...e, [kind]: undefined }))
    upload.mutate(
      { kind, file },
      {
        onSettled: () => {
          input.value = ''
        },
        onSuccess: (registration) => {
          onChange(registration)
          toast.success(t('provider.documents.uploaded'))
        },
        onError: (error) => {
          const failure = failureOf(error)
          if (failure?.statusCode === 409) return onLocked()
          if (failure && isNetworkFailure(failure)) return void toast.error(t('errors.network'))
          const refused = kind === 'certificate' && certificates.length >= MAX_CERTIFICATES ? t('provider.errors.tooManyCertificates', { max: MAX_CERTIFICATES }) : t('provider.errors.fileUnreadable')
          const message =
            failure?.code === 'image_too_large'
              ? formT('forms.upload.imageTooLarge')
              : failureMessage(failure, { 413: t('provider.errors.fileTooLarge'), 400: refused, 429: formT('forms.upload.tooFast'), fallback: t('provider.errors.uploadFailed') })
          setErrors((e) => ({ ...e, [kind]: message }))
        },
      },
    )
  }

  const remove = (doc: RegistrationDocument) =>
    removal.mutate(doc._id, {
      onSuccess: (registration) => {
        onChange(registration)
        toast.success(t('provider.documents.removed'))
      },
      onError: (error) => {
        const failure = failureOf(error)
        if (failure?.statusCode === 409) onLocked()
        else toast.error(failureMessage(failure, { fallback: t('provider.errors.removeFailed') }))
      },
    })

  const uploadField = (kind: DocumentKind, label: string, hint: string, list: RegistrationDocument[], extraError: string | null, disabled: boolean) => {
    const id = `provider-${kind}`
    const error = errors[kind] ?? extraError
    return (
      <div className={`field provider-upload${error ? ' field--error' : ''}`}>
        <label id={`${id}-label`} htmlFor={`${id}-file`}>
          {label}
          {kind === 'identity' ? <span aria-hidden="true"> *</span> : null}
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
        <div className="provider-upload__picker">
          {/* The browser's own file button speaks the browser's language; this one speaks Thai. */}
          <input
            ref={(element) => {
              inputs.current[kind] = element
            }}
            id={`${id}-file`}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            accept={DOCUMENT_TYPES.join(',')}
            disabled={disabled || busy !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => uploadFile(kind, event)}
          />
          <button
            id={id}
            type="button"
            className="button"
            disabled={disabled || busy !== null}
            aria-describedby={`${id}-label ${id}-hint${error ? ` ${id}-error` : ''}`}
            onClick={() => inputs.current[kind]?.click()}
          >
            {t('provider.documents.choose')}
          </button>
        </div>
        {busy === kind ? <Spinner size={20} label={t('provider.documents.uploading')} /> : null}
        <FieldError id={`${id}-error`} message={error} />
        {list.length ? (
          <ul className="provider-docs">
            {list.map((doc) => (
              <li key={doc._id} className="provider-doc">
                <div className="provider-doc__view">
                  {doc.content_type.startsWith('image/') ? <DocumentPreview document={doc} /> : <span className="provider-doc__pdf" aria-hidden="true">PDF</span>}
                </div>
                <div className="provider-doc__meta">
                  <span className="provider-doc__name">{doc.file_name}</span>
                  <span className="muted">
                    {doc.content_type === 'application/pdf' ? `${t('provider.documents.pdf')} · ` : ''}
                    {t('provider.documents.size', { size: Math.max(1, Math.round(doc.size / 1024)) })}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--danger-outline"
                  disabled={busy !== null}
                  aria-label={t('provider.documents.remove', { name: doc.file_name })}
                  onClick={() => remove(doc)}
                >
                  {busy === doc._id ? <Spinner size={18} /> : null}
                  <span aria-hidden="true">{t('provider.documents.removeShort')}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('provider.documents.none')}</p>
        )}
      </div>
    )
  }

  return (
    <div className="provider-documents">
      <p className="muted">{t('provider.documents.intro')}</p>
      {uploadField('identity', t('provider.documents.identity'), t('provider.documents.identityHint'), identity, identityError, false)}
      {uploadField(
        'certificate',
        t('provider.documents.certificates'),
        t('provider.documents.certificatesHint', { max: MAX_CERTIFICATES }),
        certificates,
        null,
        certificates.length >= MAX_CERTIFICATES,
      )}
    </div>
  )
}
