import type { ProviderProfileView } from '~/contract/api/catalogue'
import { Avatar } from '~/app/components/avatar'
import { t } from '~/app/lib/i18n/th-catalogue'
import { RatingStars } from '~/app/components/rating-stars'
import { ServiceGrid } from './service-card'

/** `/profile/{username}`: a provider's public page with their services and rating. */
export function ProviderProfile({ profile }: { profile: ProviderProfileView }) {
  return (
    <section className="page provider-profile" aria-labelledby="provider-name">
      <header className="provider-profile__head">
        <Avatar src={profile.profile_picture} username={profile.display_name} size={96} />
        <div>
          <h1 id="provider-name">{profile.display_name}</h1>
          <p className="muted">@{profile.username}</p>
          <p className="rating"><RatingStars rating={profile.rating} /></p>
        </div>
      </header>
      {profile.about ? (
        <section aria-labelledby="provider-about">
          <h2 id="provider-about">{t('catalogue.about')}</h2>
          <p className="service__description">{profile.about}</p>
        </section>
      ) : null}
      <section aria-labelledby="provider-services">
        <h2 id="provider-services">{t('catalogue.providerServices', { name: profile.display_name })}</h2>
        <ServiceGrid services={profile.services} empty={<p>{t('catalogue.noServices')}</p>} />
      </section>
    </section>
  )
}
