import type { Category, CategoryPage, CategoryTileView, ProviderProfile, ProviderProfileView, ServiceCard, ServiceCardView, ServiceCardViewPage, ServicePage } from '~/contract/api/catalogue'

/** A service as a card shows it: a new object with the card's fields only (see ServiceCardView). */
export function serviceCardView(service: ServiceCard): ServiceCardView {
  return {
    _id: service._id,
    title: service.title,
    price: service.price,
    thumbnails: service.thumbnails.slice(0, 1),
    rating: service.rating,
    category: { name: service.category.name },
    provider: { display_name: service.provider.display_name, profile_picture: service.provider.profile_picture },
  }
}

/** A page of services as the list pages keep it: the same paging, each service as its card. */
export function serviceCardViewPage(page: ServicePage): ServiceCardViewPage {
  return { total: page.total, skip: page.skip, limit: page.limit, items: page.items.map(serviceCardView) }
}

/** A provider's profile as its page keeps it: the same, with each service as its card. */
export function providerProfileView(profile: ProviderProfile): ProviderProfileView {
  return { ...profile, services: profile.services.map(serviceCardView) }
}

/** A top category as its tile or chip shows it (see CategoryTileView). */
function categoryTileView(category: Category): CategoryTileView {
  return { _id: category._id, name: category.name, picture_square: category.picture_square, last_node_info: { service_count: category.last_node_info.service_count } }
}

/** The top categories as the home and browse pages keep them. */
export const categoryTileViews = (page: CategoryPage): CategoryTileView[] => page.items.map(categoryTileView)
