import type { Service, ServicePageView } from '~/contract/api/catalogue'
import { scheduleOverview } from '~/app/lib/schedule'

/**
 * A service as its page keeps it (see ServicePageView): a new object with the page's fields only,
 * and the weekly grid counted into its overview.
 */
export function servicePageView(service: Service): ServicePageView {
  return {
    _id: service._id,
    title: service.title,
    description: service.description,
    price: service.price,
    thumbnails: service.thumbnails,
    rating: service.rating,
    video: service.video,
    highlights: service.highlights,
    require_items: service.require_items,
    created_at: service.created_at,
    enabled_instant: service.enabled_instant,
    enabled_public_session: service.enabled_public_session,
    enabled_private_session: service.enabled_private_session,
    minutes_per_session: service.minutes_per_session,
    max_attendees_per_session: service.max_attendees_per_session,
    min_attendees_for_private: service.min_attendees_for_private,
    category: { name: service.category.name },
    provider: {
      username: service.provider.username,
      display_name: service.provider.display_name,
      profile_picture: service.provider.profile_picture,
      rating: service.provider.rating,
    },
    overview: scheduleOverview(service.opens),
  }
}
