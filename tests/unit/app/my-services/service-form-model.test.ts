import { describe, expect, it } from 'vitest'
import type { Service } from '~/contract/api/catalogue'
import { fillRectangle, emptyGrid } from '~/app/features/my-services/schedule-grid'
import { blankForm, formFieldFor, formFromService, inputFromForm, validateForm } from '~/app/features/my-services/service-form-model'
import { th } from '~/app/lib/i18n/th-all'

const CATEGORY = '65f100000000000000000002'
const valid = () => ({ ...blankForm(), topCategory: CATEGORY, title: 'E2E title' })

describe('service form model', () => {
  it('builds the contract input: trimmed, empty rows dropped, numbers read, grid as the spec shape', () => {
    const grid = fillRectangle(emptyGrid(), { day: 1, hour: 18 }, { day: 1, hour: 19 }, true)
    const input = inputFromForm({ ...valid(), subCategory: '', highlights: [' a ', ''], video: ' ', price: '350', opens: grid }, 7)
    expect(input).toMatchObject({ category_id: CATEGORY, title: 'E2E title', highlights: ['a'], video: null, price: 350, offset_gmt: 7 })
    expect(input.opens[1]?.Hours.filter((h) => h.Selected).map((h) => h.Hour)).toEqual([18, 19])
    expect(validateForm({ ...valid() }, 7).errors).toEqual({})
  })

  it('names each invalid field with its Thai message', () => {
    const { errors } = validateForm(
      {
        ...blankForm(),
        title: '  ',
        price: '1.5',
        minutes_per_session: '5',
        enabled_private_session: false,
        video: 'http://insecure.example.com',
        max_attendees_per_session: '2',
        min_attendees_for_private: '3',
      },
      7,
    )
    expect(errors.category).toBe(th.myServices.form.errors.category)
    expect(errors.title).toContain('120')
    expect(errors.price).toBe(th.myServices.form.errors.price)
    expect(errors.minutes_per_session).toBe(th.myServices.form.errors.minutesPerSession)
    expect(errors.sessions).toBe(th.myServices.form.errors.sessions)
    expect(errors.video).toBe(th.myServices.form.errors.video)
    expect(errors.min_attendees_for_private).toBe(th.myServices.form.errors.minAttendeesPrivate)
  })

  it('maps the backend field names onto form fields', () => {
    expect(formFieldFor('thumbnails.0')).toBe('thumbnails')
    expect(formFieldFor('category_id')).toBe('category')
    expect(formFieldFor('enabled_private_session')).toBe('sessions')
    expect(formFieldFor('highlights.3')).toBe('highlights')
    expect(formFieldFor('service_id')).toBeNull()
    expect(formFieldFor(undefined)).toBeNull()
  })

  it('splits a stored category into top level and sub-category', () => {
    const service = { category_id: 'b'.repeat(24), category: { _id: 'b'.repeat(24), tree: ['a'.repeat(24)] }, opens: [], video: null, proof_picture: '' } as unknown as Service
    const form = formFromService({ ...service, title: 't', description: '', price: 1, thumbnails: [], highlights: [], require_items: [], example_documents: [] } as Service)
    expect(form).toMatchObject({ topCategory: 'a'.repeat(24), subCategory: 'b'.repeat(24), proof_picture: null, video: '' })
  })
})
