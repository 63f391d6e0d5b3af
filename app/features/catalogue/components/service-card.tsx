import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ServiceCardView } from '~/contract/api/catalogue'
import { Avatar } from '~/app/components/avatar'
import { RatingStars } from '~/app/components/rating-stars'
import { sessionPrice } from '~/app/features/catalogue/catalogue-format'

/** A service in a list: cover, title, provider, rating and price, linking to its page. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="service-card">
      {service.thumbnails[0] ? <img src={service.thumbnails[0]} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
      <div className="service-card__body">
        <p className="service-card__category">{service.category.name}</p>
        <Heading className="service-card__title">
          <Link to="/services/$sid" params={{ sid: service._id }} className="service-card__link">
            {service.title}
          </Link>
        </Heading>
        <p className="service-card__provider">
          <Avatar src={service.provider.profile_picture} username={service.provider.display_name} size={28} decorative />
          <span>{service.provider.display_name}</span>
        </p>
        <p className="service-card__meta">
          <RatingStars rating={service.rating} />
          <strong className="service-card__price">{sessionPrice(service.price)}</strong>
        </p>
      </div>
    </article>
  )
}

/** Services as a grid of cards, or `empty` when there are none. */
export function ServiceGrid({ services, empty }: { services: readonly ServiceCardView[]; empty: ReactNode }) {
  if (services.length === 0) return <>{empty}</>
  return (
    <ul className="card-grid">
      {services.map((service) => (
        <li key={service._id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
