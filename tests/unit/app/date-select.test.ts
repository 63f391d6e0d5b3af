import { describe, expect, it } from 'vitest'
import { dateParts, joinDateParts } from '~/app/components/date-select'
import { birthdateProblem } from '~/app/features/auth/components/register-screen'

describe('date select parts', () => {
  it('splits and joins a whole date unchanged', () => {
    expect(dateParts('1998-04-12')).toEqual({ year: '1998', month: '04', day: '12' })
    expect(joinDateParts(dateParts('1998-04-12'))).toBe('1998-04-12')
  })

  it('is empty when nothing is chosen, and unreadable (so refused) while a part is missing', () => {
    expect(joinDateParts({ year: '', month: '', day: '' })).toBe('')
    const partial = joinDateParts({ year: '1998', month: '', day: '12' })
    expect(dateParts(partial)).toEqual({ year: '1998', month: '', day: '12' })
    expect(birthdateProblem(partial)).toBe('register.birthdateInvalid')
    expect(birthdateProblem('')).toBe('register.birthdateRequired')
  })

  it('leaves an impossible day to the date check', () => {
    expect(birthdateProblem(joinDateParts({ year: '1999', month: '02', day: '30' }))).toBe('register.birthdateInvalid')
  })
})
