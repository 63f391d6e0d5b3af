import { describe, expect, it } from 'vitest'
import { t } from '~/app/lib/i18n/th'
import { th } from '~/app/lib/i18n/th-all'
import { pageDescriptions } from '~/app/lib/i18n/th-page-descriptions'
import { t as tSession } from '~/app/lib/i18n/th-session'

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
      expect(pageDescriptions[key as keyof typeof th.pages].length, key).toBeGreaterThan(0)
    }
    expect(Object.keys(pageDescriptions).sort()).toEqual(Object.keys(th.pages).sort())
  })

  it('an area section’s t reads the base and its own section, with placeholders', () => {
    expect(tSession('errors.notFoundTitle')).toBe(th.errors.notFoundTitle)
    expect(tSession('session.video.heading', { title: 'คณิต' })).toBe(th.session.video.heading.replace('{title}', 'คณิต'))
  })

  it('the base t has no area section’s keys: a module must import the area’s t to use them', () => {
    // A compile-time check (the suite is type-checked): the base catalogue knows no session text.
    // @ts-expect-error 'session.video.heading' is a key of the session section only
    const read = () => t('session.video.heading')
    expect(read).toThrow(TypeError)
  })
})
