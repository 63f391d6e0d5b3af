import { useState } from 'react'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** A value the server refused for a field, with its message, kept to compare with what the field holds now. */
export type Refusal<F extends string> = { field: F; message: string; value: unknown }

/**
 * The errors a form shows: nothing from its own checks before the first submit; from then on the
 * checks run on what the fields hold now, so an error goes as soon as its field is fixed. A
 * server's refusal stays only while its field still holds the refused value. The form's own check
 * wins where both speak.
 */
export function visibleErrors<V, F extends string>(
  values: V,
  check: (values: V) => FieldErrors<F>,
  submitted: boolean,
  refusals: readonly Refusal<F>[],
  valueOf: (values: V, field: F) => unknown,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const refusal of refusals) if (Object.is(valueOf(values, refusal.field), refusal.value)) errors[refusal.field] = refusal.message
  return submitted ? { ...errors, ...check(values) } : errors
}

const byKey = <V, F extends string>(values: V, field: F) => (values as Record<string, unknown>)[field]

/**
 * One way for every form to keep its field errors (see `visibleErrors`): `submit()` on submit runs
 * the checks and returns what they found; `refuse(field, message)` records the server's answer for
 * the value that was sent. `valueOf` maps a field to its value where the names differ.
 */
export function useFormErrors<V, F extends string>(values: V, check: (values: V) => FieldErrors<F>, valueOf: (values: V, field: F) => unknown = byKey) {
  const [submitted, setSubmitted] = useState(false)
  const [refusals, setRefusals] = useState<Refusal<F>[]>([])
  const errors = visibleErrors(values, check, submitted, refusals, valueOf)
  return {
    errors,
    submit(): FieldErrors<F> {
      setSubmitted(true)
      setRefusals([])
      return check(values)
    },
    refuse(field: F, message: string) {
      const value = valueOf(values, field)
      setRefusals((current) => [...current.filter((refusal) => refusal.field !== field), { field, message, value }])
    },
  }
}
