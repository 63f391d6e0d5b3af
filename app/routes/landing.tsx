import { createFileRoute } from '@tanstack/react-router'
import { HomeCatalogue, HomeSearch } from '~/app/features/catalogue/components/home-catalogue'
import { loadHomeCatalogue } from '~/app/features/catalogue/home.loader'
import { ConsumerLanding } from '~/app/features/marketing/components/consumer-landing'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/landing')({
  loader: ({ context }) => loadHomeCatalogue(context.queryClient),
  head: () => pageHead('landing', { canonical: '/' }),
  component: Home,
})

function Home() {
  return <ConsumerLanding search={<HomeSearch />} catalogue={<HomeCatalogue />} />
}
