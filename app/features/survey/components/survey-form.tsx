import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '~/app/lib/toast'
import { SURVEY_COMMENT_MAX, SURVEY_TOPICS, type SurveyTopic } from '~/contract/api/survey'
import { Spinner } from '~/app/components/spinner'
import { t } from '~/app/lib/i18n/th-survey'
import { useSubmitSurvey } from '~/app/features/survey/survey.queries'
import { FieldError } from '~/app/components/field-error'
import { useFormErrors, type FieldErrors } from '~/app/lib/forms/form-errors'
import { failureMessage } from '~/app/lib/api/failure-message'

/** A rating is required; a comment may be empty but not too long. */
function checkSurvey({ rating, comment }: { rating: number | null; comment: string }): FieldErrors<'rating' | 'comment'> {
  const found: FieldErrors<'rating' | 'comment'> = {}
  if (rating === null) found.rating = t('survey.ratingRequired')
  if (comment.trim().length > SURVEY_COMMENT_MAX) found.comment = t('survey.commentTooLong', { max: SURVEY_COMMENT_MAX })
  return found
}

const RATINGS = [1, 2, 3, 4, 5] as const

/** `/survey`: a one-minute satisfaction survey. */
export function SurveyForm() {
  const [rating, setRating] = useState<number | null>(null)
  const [topics, setTopics] = useState<SurveyTopic[]>([])
  const [comment, setComment] = useState('')
  const { errors, submit: submitCheck } = useFormErrors({ rating, comment }, checkSurvey)
  const submission = useSubmitSurvey()
  const sent = submission.isSuccess
  const thanks = useRef<HTMLHeadingElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = submitCheck()
    if (rating === null || found.rating || found.comment) return
    submission.mutate(
      { rating, topics, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onError: (error) => toast.error(failureMessage(error, { 429: t('survey.tooMany') })),
      },
    )
  }

  // Focus the thanks heading once it is on screen. (A requestAnimationFrame after setState could
  // run before React committed the new screen on a busy machine, and focus nothing.)
  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])

  if (sent) {
    return (
      <section className="page page--center">
        <h1 ref={thanks} tabIndex={-1}>
          {t('survey.thanksTitle')}
        </h1>
        <p>{t('survey.thanksBody')}</p>
        <Link to="/" className="button button--primary">
          {t('common.backHome')}
        </Link>
      </section>
    )
  }

  return (
    <section className="page prose" aria-labelledby="survey-title">
      <h1 id="survey-title">{t('pages.survey.title')}</h1>
      <p>{t('survey.intro')}</p>
      <form noValidate className="form" onSubmit={submit}>
        <fieldset className={`field${errors.rating ? ' field--error' : ''}`} aria-describedby={errors.rating ? 'survey-rating-error' : undefined}>
          <legend>{t('survey.ratingLegend')}</legend>
          <div className="choice-row choice-row--scale">
            {RATINGS.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
                {value} — {t(`survey.rating.r${value}`)}
              </label>
            ))}
          </div>
          <FieldError id="survey-rating-error" message={errors.rating} />
        </fieldset>
        <fieldset className="field">
          <legend>{t('survey.topicsLegend')}</legend>
          <div className="choice-column">
            {SURVEY_TOPICS.map((topic) => (
              <label key={topic} className="choice">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  checked={topics.includes(topic)}
                  onChange={(event) => setTopics((prev) => (event.target.checked ? [...prev, topic] : prev.filter((x) => x !== topic)))}
                />
                {t(`survey.topics.${topic}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={`field${errors.comment ? ' field--error' : ''}`}>
          <label htmlFor="survey-comment">{t('survey.commentLabel')}</label>
          <textarea
            id="survey-comment"
            rows={4}
            value={comment}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? 'survey-comment-count survey-comment-error' : 'survey-comment-count'}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id="survey-comment-count" className="field-hint">
            {t('survey.commentCount', { count: comment.trim().length, max: SURVEY_COMMENT_MAX })}
          </p>
          <FieldError id="survey-comment-error" message={errors.comment} />
        </div>
        <button type="submit" className="button button--primary" disabled={submission.isPending}>
          {submission.isPending ? <Spinner size={20} /> : null}
          {t('survey.submit')}
        </button>
      </form>
    </section>
  )
}
