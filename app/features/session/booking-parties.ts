import type { Booking } from '~/contract/api/booking'

/** The side of a booking that is not the caller's. */
export const otherRoleOf = (booking: Pick<Booking, 'my_role'>) => (booking.my_role === 'consumer' ? 'provider' : 'consumer')

/** The name of the person the caller meets: the provider's public name, or the learner's username. */
export const otherNameOf = (booking: Pick<Booking, 'my_role' | 'consumer' | 'provider'>) => booking[otherRoleOf(booking)].display_name
