import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '~/app/lib/toast'
import { MAX_THUMBNAILS, SERVICE_TEXT_LIMITS } from '~/contract/api/provider-services'
import { FieldError } from '~/app/components/field-error'
import { useFormErrors } from '~/app/lib/forms/form-errors'
import { useUnsavedChanges } from '~/app/lib/forms/unsaved-changes'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-my-services'
import { failureOf } from '~/app/lib/api/results'
import { failureMessage } from '~/app/lib/api/failure-message'
import { useSaveService } from '~/app/features/my-services/hooks/use-my-services-mutations'
import { categoriesQueryOptions } from '~/app/features/my-services/my-services.queries'
import { categoryOptions, fieldMessage, formFieldFor, validateForm, type FormErrors, type FormField, type ServiceFormValues } from '~/app/features/my-services/service-form-model'
import { ImageUploadField } from './image-upload-field'
import { ScheduleFields } from './schedule-editor'
import { TextListField } from './text-list-field'

const MAX_EXAMPLE_DOCUMENTS = 10

/** What a field's message is about, to tell whether the provider changed it since the server refused it. */
function valueOfField(values: ServiceFormValues, field: FormField): unknown {
  if (field === 'category') return values.topCategory
  if (field === 'sessions') return `${values.enabled_instant}/${values.enabled_public_session}/${values.enabled_private_session}`
  return values[field]
}

/** Create or edit one service: every field of the spec's default shape, checked with the contract before sending. */
export function ServiceForm({ serviceId, initial, offset }: { serviceId: string | undefined; initial: ServiceFormValues; offset: number }) {
  const id = useId()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const { errors, submit: submitCheck, refuse } = useFormErrors(values, (v: ServiceFormValues) => validateForm(v, offset).errors, valueOfField)
  const [alert, setAlert] = useState<string | null>(null)
  const save = useSaveService(serviceId)
  const unsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial))
  const top = useQuery(categoriesQueryOptions(null))
  const sub = useQuery({ ...categoriesQueryOptions(values.topCategory || null), enabled: values.topCategory !== '' })

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const fieldId = (field: string) => `${id}-${field}`
  const errorId = (field: FormField) => `${id}-${field}-error`
  const invalid = (field: FormField) => (errors[field] ? true : undefined)
  const described = (field: FormField, extra?: string) => [extra, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .field--error input, .field--error select, .field--error button')?.focus())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validateForm(values, offset)
    submitCheck()
    setAlert(null)
    if (Object.keys(checked.errors).length > 0) {
      setAlert(t('myServices.form.fixErrors'))
      focusFirstError()
      return
    }
    save.mutate(checked.input, {
      onSuccess: () => {
        toast.success(t(serviceId ? 'myServices.form.saved' : 'myServices.form.created'))
        unsaved.release()
        void navigate({ to: '/provider/services' })
      },
      onError: (error) => {
        const result = failureOf(error)
        const field = result?.statusCode === 400 ? formFieldFor(result.field) : null
        if (field) {
          refuse(field, fieldMessage(field))
          setAlert(t('myServices.form.fixErrors'))
          focusFirstError()
          return
        }
        const text = failureMessage(error, { fallback: t('myServices.form.saveFailed') })
        setAlert(text)
        toast.error(text)
      },
    })
  }

  const numberField = (field: 'price' | 'minutes_per_session' | 'max_attendees_per_session' | 'min_attendees_for_private', label: string) => (
    <Field field={field} label={label} errors={errors} errorId={errorId(field)} htmlFor={fieldId(field)}>
      <input
        id={fieldId(field)}
        type="text"
        inputMode="numeric"
        value={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={described(field)}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field>
  )

  const scheduleHeading = `${id}-opens-heading`

  return (
    <section className="page my-service-form" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{serviceId ? t('myServices.form.editTitle') : t('myServices.form.createTitle')}</h1>
      {unsaved.prompt}
      <form ref={formRef} noValidate className="form" onSubmit={submit}>
        {alert ? (
          <p role="alert" className="form-alert">
            {alert}
          </p>
        ) : null}

        <fieldset className="my-service-form__group">
          <legend>{t('myServices.form.basics')}</legend>
          <div className="my-service-form__row">
            <Field field="category" label={t('myServices.form.category')} errors={errors} errorId={errorId('category')} htmlFor={fieldId('category')}>
              <select
                id={fieldId('category')}
                value={values.topCategory}
                aria-invalid={invalid('category')}
                aria-describedby={described('category')}
                onChange={(event) => setValues((v) => ({ ...v, topCategory: event.target.value, subCategory: '' }))}
              >
                <option value="">{t('myServices.form.chooseCategory')}</option>
                {categoryOptions(top.data).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </Field>
            <div className="field">
              <label htmlFor={fieldId('subcategory')}>{t('myServices.form.subcategory')}</label>
              <select
                id={fieldId('subcategory')}
                value={values.subCategory}
                disabled={values.topCategory === '' || (sub.data?.length ?? 0) === 0}
                onChange={(event) => set('subCategory', event.target.value)}
              >
                <option value="">{t('myServices.form.noSubcategory')}</option>
                {categoryOptions(sub.data).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
                {values.subCategory && sub.data && !sub.data.some((c) => c._id === values.subCategory) ? <option value={values.subCategory}>{values.subCategory}</option> : null}
              </select>
            </div>
          </div>
          <Field field="title" label={t('myServices.form.title')} errors={errors} errorId={errorId('title')} htmlFor={fieldId('title')}>
            <input
              id={fieldId('title')}
              type="text"
              value={values.title}
              maxLength={SERVICE_TEXT_LIMITS.title}
              aria-invalid={invalid('title')}
              aria-describedby={described('title')}
              onChange={(event) => set('title', event.target.value)}
            />
          </Field>
          <Field field="description" label={t('myServices.form.description')} errors={errors} errorId={errorId('description')} htmlFor={fieldId('description')}>
            <textarea
              id={fieldId('description')}
              rows={5}
              value={values.description}
              maxLength={SERVICE_TEXT_LIMITS.description}
              aria-invalid={invalid('description')}
              aria-describedby={described('description')}
              onChange={(event) => set('description', event.target.value)}
            />
          </Field>
          {numberField('price', t('myServices.form.price'))}
        </fieldset>

        <fieldset className="my-service-form__group">
          <legend>{t('myServices.form.sessions')}</legend>
          <div className={`field${errors.sessions ? ' field--error' : ''}`} role="group" aria-label={t('myServices.form.sessions')} aria-describedby={described('sessions')}>
            <div className="choice-row">
              {(
                [
                  ['enabled_instant', t('myServices.form.instant')],
                  ['enabled_public_session', t('myServices.form.publicSession')],
                  ['enabled_private_session', t('myServices.form.privateSession')],
                ] as const
              ).map(([key, label]) => (
                <label key={key} className="choice">
                  <input type="checkbox" checked={values[key]} aria-invalid={invalid('sessions')} onChange={(event) => set(key, event.target.checked)} />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id={errorId('sessions')} message={errors.sessions} />
          </div>
          <div className="my-service-form__row">
            {numberField('minutes_per_session', t('myServices.form.minutesPerSession'))}
            {numberField('max_attendees_per_session', t('myServices.form.maxAttendees'))}
            {numberField('min_attendees_for_private', t('myServices.form.minAttendeesPrivate'))}
          </div>
        </fieldset>

        <fieldset className="my-service-form__group">
          <legend>{t('myServices.form.media')}</legend>
          <ImageUploadField
            legend={t('myServices.form.thumbnails')}
            hint={t('myServices.form.thumbnailsHint', { max: MAX_THUMBNAILS })}
            urls={values.thumbnails}
            onChange={(urls) => set('thumbnails', urls)}
            max={MAX_THUMBNAILS}
            addLabel={t('myServices.form.addThumbnails')}
            altText={(n) => t('myServices.form.thumbnailAlt', { n })}
            removeLabel={(n) => t('myServices.form.removeThumbnail', { n })}
            error={errors.thumbnails}
          />
          <ImageUploadField
            legend={t('myServices.form.proofPicture')}
            hint={t('myServices.form.proofPictureHint')}
            urls={values.proof_picture ? [values.proof_picture] : []}
            onChange={(urls) => set('proof_picture', urls[0] ?? null)}
            max={1}
            addLabel={t('myServices.form.addProofPicture')}
            altText={() => t('myServices.form.proofPictureAlt')}
            removeLabel={() => t('myServices.form.removeProofPicture')}
            error={errors.proof_picture}
          />
          <Field field="video" label={t('myServices.form.video')} errors={errors} errorId={errorId('video')} htmlFor={fieldId('video')}>
            <input
              id={fieldId('video')}
              type="url"
              value={values.video}
              aria-invalid={invalid('video')}
              aria-describedby={described('video')}
              onChange={(event) => set('video', event.target.value)}
            />
          </Field>
          <TextListField
            legend={t('myServices.form.exampleDocuments')}
            items={values.example_documents}
            onChange={(items) => set('example_documents', items)}
            itemLabel={(n) => t('myServices.form.exampleDocumentItem', { n })}
            addLabel={t('myServices.form.addExampleDocument')}
            removeLabel={(n) => t('myServices.form.removeExampleDocument', { n })}
            error={errors.example_documents}
            inputType="url"
            maxItems={MAX_EXAMPLE_DOCUMENTS}
          />
        </fieldset>

        <TextListField
          legend={t('myServices.form.highlights')}
          items={values.highlights}
          onChange={(items) => set('highlights', items)}
          itemLabel={(n) => t('myServices.form.highlightItem', { n })}
          addLabel={t('myServices.form.addHighlight')}
          removeLabel={(n) => t('myServices.form.removeHighlight', { n })}
          error={errors.highlights}
          maxItems={SERVICE_TEXT_LIMITS.items}
        />
        <TextListField
          legend={t('myServices.form.requireItems')}
          items={values.require_items}
          onChange={(items) => set('require_items', items)}
          itemLabel={(n) => t('myServices.form.requireItem', { n })}
          addLabel={t('myServices.form.addRequireItem')}
          removeLabel={(n) => t('myServices.form.removeRequireItem', { n })}
          error={errors.require_items}
          maxItems={SERVICE_TEXT_LIMITS.items}
        />

        <section className="my-service-form__group" aria-labelledby={scheduleHeading}>
          <h2 id={scheduleHeading} className="my-service-form__subheading">
            {t('myServices.form.opens')}
          </h2>
          <ScheduleFields grid={values.opens} onChange={(grid) => set('opens', grid)} labelledBy={scheduleHeading} offset={offset} />
          <FieldError id={errorId('opens')} message={errors.opens} />
        </section>

        <label className="choice">
          <input type="checkbox" checked={values.visible} onChange={(event) => set('visible', event.target.checked)} />
          {t('myServices.form.visible')}
        </label>

        <div className="my-service-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? <Spinner size={20} /> : null}
            {t('myServices.form.save')}
          </button>
          <button type="button" className="button" onClick={() => void navigate({ to: '/provider/services' })}>
            {t('myServices.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}

function Field({ field, label, errors, errorId, htmlFor, children }: { field: FormField; label: string; errors: FormErrors; errorId: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className={`field${errors[field] ? ' field--error' : ''}`}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      <FieldError id={errorId} message={errors[field]} />
    </div>
  )
}
