import { createFileRoute } from '@tanstack/react-router'
import { SurveyForm } from '../features/survey/components/survey-form'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/survey')({
  head: () => pageHead('survey', { canonical: '/survey' }),
  component: SurveyForm,
})
