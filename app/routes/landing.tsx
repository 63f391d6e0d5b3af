import { createFileRoute } from '@tanstack/react-router'
import { HomeCatalogue, HomeSearch } from '../features/catalogue/components/home-catalogue'
import { loadHomeCatalogue } from '../features/catalogue/home.loader'
import { ConsumerLanding } from '../features/marketing/components/consumer-landing'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/landing')({
  loader: ({ context }) => loadHomeCatalogue(context.queryClient),
  head: () => pageHead('landing', { canonical: '/' }),
  component: Home,
})

function Home() {
  return <ConsumerLanding search={<HomeSearch />} catalogue={<HomeCatalogue />} />
}
