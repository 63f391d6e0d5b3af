import type { ServicePageView } from '~/contract/api/catalogue'

/** schema.org data for a service page, so search engines can show price and rating. */
export function serviceStructuredData(service: ServicePageView, url: string, origin: string) {
  const absolute = (src: string) => (src.startsWith('/') ? `${origin}${src}` : src)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url,
    image: service.thumbnails.map(absolute),
    category: service.category.name,
    provider: { '@type': 'Person', name: service.provider.display_name, url: `${origin}/profile/${encodeURIComponent(service.provider.username)}` },
    offers: { '@type': 'Offer', price: service.price, priceCurrency: 'THB', availability: 'https://schema.org/InStock' },
    ...(service.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: service.rating.average, reviewCount: service.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}
