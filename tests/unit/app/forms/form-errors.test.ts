import { describe, expect, it } from 'vitest'
import { visibleErrors, type FieldErrors } from '~/app/lib/forms/form-errors'

type Values = { name: string; age: string }
const check = ({ name, age }: Values): FieldErrors<'name' | 'age'> => ({
  ...(name.trim() ? {} : { name: 'name required' }),
  ...(/^\d+$/.test(age) ? {} : { age: 'age must be a number' }),
})
const byKey = (values: Values, field: 'name' | 'age') => values[field]

describe('visibleErrors', () => {
  it('shows nothing of the form’s own checks before the first submit', () => {
    expect(visibleErrors({ name: '', age: 'x' }, check, false, [], byKey)).toEqual({})
  })

  it('after a submit, follows the fields: a fixed field loses its error, a broken one gains it', () => {
    expect(visibleErrors({ name: '', age: 'x' }, check, true, [], byKey)).toEqual({ name: 'name required', age: 'age must be a number' })
    expect(visibleErrors({ name: 'Somchai', age: 'x' }, check, true, [], byKey)).toEqual({ age: 'age must be a number' })
    expect(visibleErrors({ name: 'Somchai', age: '30' }, check, true, [], byKey)).toEqual({})
    expect(visibleErrors({ name: ' ', age: '30' }, check, true, [], byKey)).toEqual({ name: 'name required' })
  })

  it('keeps a server refusal only while the field holds the refused value', () => {
    const refusals = [{ field: 'name' as const, message: 'name taken', value: 'Somchai' }]
    expect(visibleErrors({ name: 'Somchai', age: '30' }, check, true, refusals, byKey)).toEqual({ name: 'name taken' })
    expect(visibleErrors({ name: 'Somsri', age: '30' }, check, true, refusals, byKey)).toEqual({})
    // Changing another field leaves it in place.
    expect(visibleErrors({ name: 'Somchai', age: '31' }, check, true, refusals, byKey)).toEqual({ name: 'name taken' })
  })

  it('lets the form’s own check speak where both have something to say', () => {
    const refusals = [{ field: 'age' as const, message: 'too old', value: 'x' }]
    expect(visibleErrors({ name: 'a', age: 'x' }, check, true, refusals, byKey)).toEqual({ age: 'age must be a number' })
  })
})
