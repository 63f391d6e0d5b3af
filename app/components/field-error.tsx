/** The message under an invalid field; `id` is what the field's `aria-describedby` points at. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null
}
