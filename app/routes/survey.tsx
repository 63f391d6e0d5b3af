import { createFileRoute } from '@tanstack/react-router'
import { SurveyForm } from '~/app/features/survey/components/survey-form'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/survey')({
  head: () => pageHead('survey', { canonical: '/survey' }),
  component: SurveyForm,
})
