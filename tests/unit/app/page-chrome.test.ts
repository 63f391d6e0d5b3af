import { describe, expect, it } from 'vitest'
import { pageChromeOf } from '~/app/lib/page-chrome'

describe('pageChromeOf', () => {
  const anyone = { staff: false }
  const staff = { staff: true }

  it('is the whole site frame when no route says otherwise', () => {
    expect(pageChromeOf([], anyone)).toBe('site')
    expect(pageChromeOf([undefined, undefined], staff)).toBe('site')
  })

  it('takes the innermost route that says', () => {
    expect(pageChromeOf([undefined, 'quiet', undefined], anyone)).toBe('quiet')
    expect(pageChromeOf(['quiet', 'none'], anyone)).toBe('none')
    expect(pageChromeOf(['staff', undefined, undefined], staff)).toBe('staff')
  })

  it('gives the staff frame to staff only: anyone else meets the 403 page in the site frame', () => {
    expect(pageChromeOf([undefined, 'staff', undefined], staff)).toBe('staff')
    expect(pageChromeOf([undefined, 'staff', undefined], anyone)).toBe('site')
  })

  it('leaves the other frames alone whoever is looking', () => {
    expect(pageChromeOf(['none'], staff)).toBe('none')
    expect(pageChromeOf(['quiet'], staff)).toBe('quiet')
  })
})
