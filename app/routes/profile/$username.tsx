import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { profileParamsSchema } from '~/contract/api/catalogue'
import { providerProfileQueryOptions } from '~/app/features/catalogue/catalogue.queries'
import { ProviderProfile } from '~/app/features/catalogue/components/provider-profile'
import { ProfileNotFound } from '~/app/features/catalogue/components/list-states'
import { t } from '~/app/lib/i18n/th'
import { notFoundHead, pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/profile/$username')({
  loader: async ({ context, params }) => {
    // The backend's own rule for the name (text, no control characters): anything else is no one.
    if (!profileParamsSchema.safeParse(params).success) throw notFound()
    const profile = await context.queryClient.ensureQueryData(providerProfileQueryOptions(params.username))
    if (!profile) throw notFound()
    return { name: profile.display_name, about: profile.about }
  },
  head: ({ loaderData, match }) =>
    match.status === 'notFound'
      ? notFoundHead(t('catalogue.profileNotFoundTitle'))
      : loaderData
      ? pageHead('publicProfile', { canonical: match.pathname, title: loaderData.name, description: loaderData.about.slice(0, 160) || undefined })
      : pageHead('publicProfile', { noindex: true }),
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
})

function ProfileRoute() {
  const { username } = Route.useParams()
  const { data } = useSuspenseQuery(providerProfileQueryOptions(username))
  return data ? <ProviderProfile profile={data} /> : <ProfileNotFound />
}
