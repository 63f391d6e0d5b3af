import { createFileRoute, redirect } from '@tanstack/react-router'

// The spec's path is misspelled and kept as a contract; the correct spelling leads to it.
export const Route = createFileRoute('/help/join-room-guideline')({
  beforeLoad: () => {
    throw redirect({ to: '/help/join-room-guidline', statusCode: 301 })
  },
})
