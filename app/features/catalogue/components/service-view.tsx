import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ServicePageView } from '~/contract/api/catalogue'
import { AvailabilityTable } from '~/app/components/availability-table'
import { Avatar } from '~/app/components/avatar'
import { useDownloadPrompt } from '~/app/components/download-app/download-prompt'
import { Spinner } from '~/app/components/spinner'
import { formatThaiDate, timeAgo } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-catalogue'
import { pageCount } from '~/app/lib/paging'
import { sessionPrice } from '~/app/features/catalogue/catalogue-format'
import { RatingStars } from '~/app/components/rating-stars'
import { reviewsQueryOptions } from '~/app/features/catalogue/service.queries'


/** `/services/{sid}`: everything about one service; booking continues in the app. */
export function ServiceView({ service, reviewsPage }: { service: ServicePageView; reviewsPage: number }) {
  const { openDownloadPrompt } = useDownloadPrompt()
  const sessionTypes = [
    service.enabled_instant ? t('catalogue.instant') : null,
    service.enabled_public_session ? t('catalogue.publicSession') : null,
    service.enabled_private_session ? t('catalogue.privateSession') : null,
  ].filter((x): x is string => x !== null)
  return (
    <article className="page service" aria-labelledby="service-title">
      <p className="muted">{service.category.name}</p>
      <h1 id="service-title">{service.title}</h1>
      <p>
        <RatingStars rating={service.rating} />
      </p>
      <div className="service__layout">
        {service.thumbnails.length > 0 ? (
          <div className="service__gallery">
            {service.thumbnails.map((src, i) => (
              <img
                key={src + i}
                src={src}
                alt={t('catalogue.thumbnailAlt', { title: service.title, n: i + 1 })}
                width={i === 0 ? 640 : 200}
                height={i === 0 ? 360 : 112}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            ))}
          </div>
        ) : null}
        <aside className="service__aside" aria-label={t('catalogue.provider')}>
          <p className="service__price">{sessionPrice(service.price)}</p>
          <ul className="service__facts" aria-label={t('catalogue.sessionTypes')}>
            <li>{sessionTypes.join(' · ')}</li>
            <li>{t('catalogue.minutesPerSession', { minutes: service.minutes_per_session })}</li>
            <li>{t('catalogue.maxAttendees', { count: service.max_attendees_per_session })}</li>
            {service.enabled_private_session ? <li>{t('catalogue.minAttendeesPrivate', { count: service.min_attendees_for_private })}</li> : null}
          </ul>
          <div className="service__book">
            {service.enabled_instant ? (
              <button type="button" className="button button--primary button--block" onClick={() => openDownloadPrompt('consumer')}>
                {t('catalogue.startNow')}
              </button>
            ) : null}
            <button type="button" className={`button button--block${service.enabled_instant ? '' : ' button--primary'}`} onClick={() => openDownloadPrompt('consumer')}>
              {t('catalogue.bookNow')}
            </button>
          </div>
          <div className="provider-card">
            <Avatar src={service.provider.profile_picture} username={service.provider.display_name} size={56} />
            <div>
              <p className="provider-card__name">{service.provider.display_name}</p>
              <RatingStars rating={service.provider.rating} />
              <p>
                <Link to="/profile/$username" params={{ username: service.provider.username }}>
                  {t('catalogue.viewProfile')}
                </Link>
              </p>
            </div>
          </div>
          <p className="muted">{t('catalogue.postedAt', { date: formatThaiDate(service.created_at) })}</p>
        </aside>
        <div className="service__main">
          <section aria-labelledby="service-description">
            <h2 id="service-description">{t('catalogue.description')}</h2>
            <p className="service__description">{service.description}</p>
            {service.video ? (
              <p>
                <a href={service.video} target="_blank" rel="noopener noreferrer">
                  {t('catalogue.video')}
                </a>
              </p>
            ) : null}
          </section>
          {service.highlights.length > 0 ? (
            <section aria-labelledby="service-highlights">
              <h2 id="service-highlights">{t('catalogue.highlights')}</h2>
              <ul>
                {service.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {service.require_items.length > 0 ? (
            <section aria-labelledby="service-require">
              <h2 id="service-require">{t('catalogue.requireItems')}</h2>
              <ul>
                {service.require_items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <Availability service={service} />
          <Reviews serviceId={service._id} page={reviewsPage} />
        </div>
      </div>
      {/* A phone keeps the price and the way to book in reach, however far it scrolls. */}
      <div className="service__bar">
        <p className="service__bar-price">{sessionPrice(service.price)}</p>
        <button type="button" className="button button--primary" onClick={() => openDownloadPrompt('consumer')}>
          {service.enabled_instant ? t('catalogue.startNow') : t('catalogue.bookNow')}
        </button>
      </div>
    </article>
  )
}

/** The weekly grid as the spec's overview: days x time-of-day blocks, in the visitor's time. */
function Availability({ service }: { service: ServicePageView }) {
  return (
    <section aria-labelledby="service-availability">
      <h2 id="service-availability">{t('catalogue.availability')}</h2>
      <AvailabilityTable overview={service.overview} caption={t('catalogue.availabilityCaption')} />
    </section>
  )
}

function Reviews({ serviceId, page }: { serviceId: string; page: number }) {
  const reviews = useQuery(reviewsQueryOptions(serviceId, page))
  const data = reviews.data
  const count = data ? pageCount(data.total, data.limit) : 0
  return (
    <section aria-labelledby="service-reviews" id="reviews">
      <h2 id="service-reviews">{t('catalogue.reviews')}</h2>
      {!data ? (
        reviews.isError ? <p role="alert">{t('errors.generic')}</p> : <Spinner />
      ) : data.items.length === 0 ? (
        <p>{t('catalogue.noReviews')}</p>
      ) : (
        <>
          <ul className="reviews">
            {data.items.map((review) => (
              <li key={review._id} className="review">
                <div className="review__head">
                  <Avatar src={review.reviewer.profile_picture} username={review.reviewer.username} size={32} />
                  <strong>{review.reviewer.username}</strong>
                  <span className="review__stars">{t('catalogue.reviewStars', { rating: review.rating })}</span>
                  <span className="muted">{timeAgo(review.created_at)}</span>
                </div>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
          {count > 1 ? (
            <nav aria-label={t('catalogue.pagination')} className="pager">
              {page > 0 ? (
                <Link from="/services/$sid" to="." search={{ reviews: page - 1 }} resetScroll={false} replace>
                  {t('catalogue.previous')}
                </Link>
              ) : null}
              <span aria-live="polite">{t('catalogue.pageOf', { page: page + 1, count })}</span>
              {page + 1 < count ? (
                <Link from="/services/$sid" to="." search={{ reviews: page + 1 }} resetScroll={false} replace>
                  {t('catalogue.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
