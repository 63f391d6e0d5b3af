import { describe, expect, it } from 'vitest'
import { serviceSchema, type Service } from '~/contract/api/catalogue'
import { scheduleOverview } from '~/contract/values/time'
import { servicePageView } from '~/app/features/catalogue/service-page-view'
import { serviceCardFields } from './service-fixture'

// Open on Monday 09:00-12:59 and Saturday 18:00-19:59, in the caller's time.
const opens = Array.from({ length: 7 }, (_, day) => ({
  Day: day,
  Hours: Array.from({ length: 24 }, (_, hour) => ({ Hour: hour, Selected: (day === 1 && hour >= 9 && hour <= 12) || (day === 6 && hour >= 18 && hour <= 19) })),
}))

const service: Service = serviceSchema.parse({
  ...serviceCardFields,
  video: 'https://example.com/intro.mp4',
  proof_picture: '/proofs/secret.png',
  created_at: '2026-02-07T10:00:00.000+07:00',
  opens,
})

describe('servicePageView', () => {
  it('keeps what the service page shows, and the weekly grid as its overview', () => {
    expect(servicePageView(service)).toEqual({
      _id: '65a000000000000000000001',
      title: 'ติวคณิตศาสตร์ ม.ปลาย',
      description: 'ลิมิต อนุพันธ์ และปริพันธ์',
      price: 450,
      thumbnails: ['/images/covers/service-01-calculus.svg', '/images/covers/second.svg'],
      rating: { average: 4.4, count: 5 },
      video: 'https://example.com/intro.mp4',
      highlights: ['โจทย์เข้ามหาวิทยาลัย'],
      require_items: ['สมุดจดและปากกา'],
      created_at: '2026-02-07T10:00:00.000+07:00',
      enabled_instant: true,
      enabled_public_session: false,
      enabled_private_session: true,
      minutes_per_session: 60,
      max_attendees_per_session: 1,
      min_attendees_for_private: 1,
      category: { name: 'คณิตศาสตร์' },
      provider: { username: 'kru_ploy', display_name: 'ครูพลอย', profile_picture: null, rating: { average: 4.2, count: 19 } },
      overview: scheduleOverview(opens),
    })
  })

  it('counts the open hours of each day into its time-of-day blocks', () => {
    const overview = servicePageView(service).overview
    expect(overview).toHaveLength(7)
    expect(overview[1]!.Blocks.reduce((n, block) => n + block.Density, 0)).toBe(4)
    expect(overview[6]!.Blocks.reduce((n, block) => n + block.Density, 0)).toBe(2)
    expect(overview[0]!.Blocks.every((block) => block.Density === 0)).toBe(true)
  })
})
