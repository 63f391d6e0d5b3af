import { safeParse } from 'zod/mini'
import type { Category, Service } from '~/contract/api/catalogue'
import { MAX_THUMBNAILS, SERVICE_TEXT_LIMITS, serviceInputSchema, type ServiceInput } from '~/contract/api/provider-services'
import { t } from '~/app/lib/i18n/th-my-services'
import { emptyGrid, gridFromSchedule, scheduleFromGrid, type Grid } from './schedule-grid'

/** What the service form edits: numbers as typed, lists as rows (empty rows are dropped on save). */
export type ServiceFormValues = {
  topCategory: string
  subCategory: string
  title: string
  description: string
  price: string
  enabled_instant: boolean
  enabled_public_session: boolean
  enabled_private_session: boolean
  minutes_per_session: string
  max_attendees_per_session: string
  min_attendees_for_private: string
  example_documents: string[]
  video: string
  thumbnails: string[]
  highlights: string[]
  require_items: string[]
  proof_picture: string | null
  visible: boolean
  opens: Grid
}

/** The form's fields that can carry a message; the backend's field names map onto them. */
export const FORM_FIELDS = [
  'category',
  'title',
  'description',
  'price',
  'sessions',
  'minutes_per_session',
  'max_attendees_per_session',
  'min_attendees_for_private',
  'example_documents',
  'video',
  'thumbnails',
  'highlights',
  'require_items',
  'proof_picture',
  'opens',
] as const
export type FormField = (typeof FORM_FIELDS)[number]
export type FormErrors = Partial<Record<FormField, string>>

export function blankForm(opens: Grid = emptyGrid()): ServiceFormValues {
  return {
    topCategory: '',
    subCategory: '',
    title: '',
    description: '',
    price: '0',
    enabled_instant: false,
    enabled_public_session: false,
    enabled_private_session: true,
    minutes_per_session: '60',
    max_attendees_per_session: '1',
    min_attendees_for_private: '1',
    example_documents: [],
    video: '',
    thumbnails: [],
    highlights: [],
    require_items: [],
    proof_picture: null,
    visible: true,
    opens,
  }
}

/** A stored service as form values; its category split into top level and sub-category. */
export function formFromService(service: Service): ServiceFormValues {
  const tree = service.category.tree
  const top = tree[0] ?? service.category_id
  return {
    topCategory: top,
    subCategory: top === service.category_id ? '' : service.category_id,
    title: service.title,
    description: service.description,
    price: String(service.price),
    enabled_instant: service.enabled_instant,
    enabled_public_session: service.enabled_public_session,
    enabled_private_session: service.enabled_private_session,
    minutes_per_session: String(service.minutes_per_session),
    max_attendees_per_session: String(service.max_attendees_per_session),
    min_attendees_for_private: String(service.min_attendees_for_private),
    example_documents: [...service.example_documents],
    video: service.video ?? '',
    thumbnails: [...service.thumbnails],
    highlights: [...service.highlights],
    require_items: [...service.require_items],
    proof_picture: service.proof_picture || null,
    visible: service.visible,
    opens: gridFromSchedule(service.opens),
  }
}

/** A typed whole number, or NaN (which the contract refuses) for anything else. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)
const rows = (items: readonly string[]) => items.map((s) => s.trim()).filter((s) => s !== '')

export function inputFromForm(values: ServiceFormValues, offsetGmt: number): ServiceInput {
  return {
    category_id: values.subCategory || values.topCategory,
    title: values.title.trim(),
    description: values.description.trim(),
    price: wholeNumber(values.price),
    enabled_instant: values.enabled_instant,
    enabled_public_session: values.enabled_public_session,
    enabled_private_session: values.enabled_private_session,
    minutes_per_session: wholeNumber(values.minutes_per_session),
    max_attendees_per_session: wholeNumber(values.max_attendees_per_session),
    min_attendees_for_private: wholeNumber(values.min_attendees_for_private),
    example_documents: rows(values.example_documents),
    video: values.video.trim() === '' ? null : values.video.trim(),
    thumbnails: values.thumbnails,
    highlights: rows(values.highlights),
    require_items: rows(values.require_items),
    proof_picture: values.proof_picture,
    visible: values.visible,
    opens: scheduleFromGrid(values.opens),
    offset_gmt: offsetGmt,
  }
}

/**
 * The form field a contract or backend field name belongs to (`thumbnails.0` -> thumbnails,
 * `category_id` -> category, `enabled_private_session` -> sessions); null when none does.
 */
export function formFieldFor(path: string | undefined): FormField | null {
  const head = path?.split('.')[0]
  if (!head) return null
  if (head === 'category_id') return 'category'
  if (head.startsWith('enabled_')) return 'sessions'
  return (FORM_FIELDS as readonly string[]).includes(head) ? (head as FormField) : null
}

/** One message per field, saying what the field takes (the same text whoever found the fault). */
export function fieldMessage(field: FormField): string {
  switch (field) {
    case 'category':
      return t('myServices.form.errors.category')
    case 'title':
      return t('myServices.form.errors.title', { max: SERVICE_TEXT_LIMITS.title })
    case 'description':
      return t('myServices.form.errors.description', { max: SERVICE_TEXT_LIMITS.description })
    case 'price':
      return t('myServices.form.errors.price')
    case 'sessions':
      return t('myServices.form.errors.sessions')
    case 'minutes_per_session':
      return t('myServices.form.errors.minutesPerSession')
    case 'max_attendees_per_session':
      return t('myServices.form.errors.maxAttendees')
    case 'min_attendees_for_private':
      return t('myServices.form.errors.minAttendeesPrivate')
    case 'example_documents':
      return t('myServices.form.errors.exampleDocuments')
    case 'video':
      return t('myServices.form.errors.video')
    case 'thumbnails':
      return t('myServices.form.errors.thumbnails', { max: MAX_THUMBNAILS })
    case 'highlights':
    case 'require_items':
      return t('myServices.form.errors.items', { max: SERVICE_TEXT_LIMITS.item, count: SERVICE_TEXT_LIMITS.items })
    case 'proof_picture':
      return t('myServices.form.errors.proofPicture')
    case 'opens':
      return t('myServices.form.errors.opens')
  }
}

/** The contract's own checks (the backend runs the same), as Thai messages by form field. */
export function validateForm(values: ServiceFormValues, offsetGmt: number): { input: ServiceInput; errors: FormErrors } {
  const input = inputFromForm(values, offsetGmt)
  const errors: FormErrors = {}
  if (!input.category_id) errors.category = fieldMessage('category')
  // The contract's checks across fields run only once every field is valid: ask them up front too.
  if (!input.enabled_instant && !input.enabled_public_session && !input.enabled_private_session) errors.sessions = fieldMessage('sessions')
  if (input.min_attendees_for_private > input.max_attendees_per_session) errors.min_attendees_for_private = fieldMessage('min_attendees_for_private')
  const parsed = safeParse(serviceInputSchema, input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldFor(issue.path.map(String).join('.'))
      if (field && !errors[field]) errors[field] = fieldMessage(field)
    }
  }
  return { input: parsed.success ? parsed.data : input, errors }
}

/** The order categories are shown in a picker: as the API lists them. */
export const categoryOptions = (categories: readonly Category[] | undefined) => (categories ?? []).map((c) => ({ value: c._id, label: c.name }))
