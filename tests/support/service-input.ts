/** A week with the given hours selected every day (the weekly grid's shape). */
export const weekWith = (hours: readonly number[]) =>
  Array.from({ length: 7 }, (_, Day) => ({ Day, Hours: Array.from({ length: 24 }, (_, Hour) => ({ Hour, Selected: hours.includes(Hour) })) }))

/**
 * A complete `POST /v2/service` body (a private tutoring session, Thai text, one hour a day open);
 * `overrides` win. Shared by the integration and end-to-end suites.
 */
export function serviceInput(overrides: Record<string, unknown> = {}) {
  return {
    category_id: '65f100000000000000000002',
    title: 'คณิตศาสตร์ ม.ปลาย',
    description: 'ทบทวนบทเรียนและทำโจทย์',
    price: 300,
    enabled_instant: false,
    enabled_public_session: false,
    enabled_private_session: true,
    minutes_per_session: 60,
    max_attendees_per_session: 1,
    min_attendees_for_private: 1,
    example_documents: [],
    video: null,
    thumbnails: [],
    highlights: [],
    require_items: [],
    proof_picture: null,
    visible: true,
    opens: weekWith([10]),
    offset_gmt: 7,
    ...overrides,
  }
}
