import { createFileRoute } from '@tanstack/react-router'
import { ConsumerLanding } from '../features/marketing/components/consumer-landing'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/home')({
  head: () => pageHead('home', { canonical: '/' }),
  component: ConsumerLanding,
})
