import { describe, expect, it } from 'vitest'
import { t } from '../../../app/lib/i18n/th'
import { th } from '../../../app/lib/i18n/th-all'

describe('catalogue', () => {
  it('looks up nested keys', () => {
    expect(t('errors.notFoundTitle')).toBe(th.errors.notFoundTitle)
  })

  it('uses the corrected network-failure text (โปรด, not the spec typo โปรต)', () => {
    expect(th.errors.network).toContain('โปรดตรวจสอบ')
    expect(th.errors.network).not.toContain('โปรต')
  })

  it('has a title and description for every page', () => {
    for (const [key, page] of Object.entries(th.pages)) {
      expect(page.title.length, key).toBeGreaterThan(0)
      expect(page.description.length, key).toBeGreaterThan(0)
    }
  })
})
