import type { Extension } from '~/contract/api/extension'

/** A valid request for 30 more minutes of the demo booking; `overrides` win. Shared by the socket tests. */
export const extensionOf = (overrides: Partial<Extension> = {}): Extension => ({
  _id: '65e000000000000000000001',
  booking_id: '65f000000000000000000001',
  minutes: 30,
  price: 175,
  currency: 'THB',
  status: 'awaiting_payment',
  paid_via: null,
  new_end_at: '2025-01-01T11:30:00.000Z',
  requested_at: '2025-01-01T10:40:00.000Z',
  decided_at: null,
  ...overrides,
})
