import { useMutation } from '@tanstack/react-query'
import type { SurveyRequest } from '~/contract/api/survey'
import { unwrap } from '~/app/lib/api/results'
import { submitSurvey } from './survey.api'

/** Sends the survey's answer (nothing is cached: the page only thanks). */
export const useSubmitSurvey = () => useMutation({ mutationFn: async (answer: SurveyRequest) => unwrap(await submitSurvey(answer)) })
