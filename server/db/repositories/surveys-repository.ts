import type { Database } from '~/server/db/client'
import { surveyResponses } from '~/server/db/schema'

export type SurveyRow = typeof surveyResponses.$inferSelect

export type SurveysRepository = {
  insert(input: { rating: number; topics: string[]; comment: string | null }): Promise<SurveyRow>
}

export function createSurveysRepository(db: Database): SurveysRepository {
  return {
    async insert(input) {
      const [row] = await db.insert(surveyResponses).values(input).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
  }
}
