import { createFileRoute } from '@tanstack/react-router'
import { HelpCenter } from '~/app/features/help/components/help-center'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/help/')({
  head: () => pageHead('help', { canonical: '/help' }),
  component: HelpCenter,
})
