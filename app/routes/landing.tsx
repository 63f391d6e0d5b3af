import { createFileRoute } from '@tanstack/react-router'
import { ConsumerLanding } from '../features/marketing/components/consumer-landing'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/landing')({
  head: () => pageHead('landing', { canonical: '/' }),
  component: ConsumerLanding,
})
