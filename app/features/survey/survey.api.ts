import { surveyAnswerSchema, type SurveyRequest } from '~/contract/api/survey'
import { apiRequest } from '~/app/lib/api/client'

export const submitSurvey = (answer: SurveyRequest) => apiRequest('/v2/surveys', { body: answer, schema: surveyAnswerSchema })
