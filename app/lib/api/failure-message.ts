import { t } from '~/app/lib/i18n/th'
import { ApiCallFailed, isNetworkFailure, type ApiFailure } from './results'

/**
 * The Thai words a page has for a failed call: a text per status it knows (`409`, `413`, …), the
 * text for "no answer at all" (default: check your connection) and for anything else (default: try
 * again). Never the server's English message.
 */
export type FailureTexts = {
  readonly network?: string
  readonly fallback?: string
  readonly [status: number]: string | undefined
}

/** The Thai text for a failed call, given as the thrown error (a mutation's `onError`) or the failed result. */
export function failureMessage(failed: unknown, texts: FailureTexts = {}): string {
  const failure: ApiFailure | null = failed instanceof ApiCallFailed ? failed.result : isFailure(failed) ? failed : null
  if (failure && isNetworkFailure(failure)) return texts.network ?? t('errors.network')
  return (failure && texts[failure.statusCode]) ?? texts.fallback ?? t('errors.generic')
}

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'isSuccessful' in value && value.isSuccessful === false
