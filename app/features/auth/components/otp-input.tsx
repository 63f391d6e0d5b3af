import { forwardRef, useId } from 'react'
import { OTP_LENGTH } from '~/contract/values/auth'
import { FieldError } from '~/app/components/field-error'

type OtpInputProps = {
  value: string
  onChange: (value: string) => void
  /** Called once when the sixth digit arrives. */
  onComplete: (code: string) => void
  label: string
  error?: string | null
  disabled?: boolean
}

/**
 * Six single-digit boxes drawn over one real input, so autofill (`one-time-code`), paste and
 * assistive technology all see a single field, while the boxes show one digit each. Only digits
 * are kept; Backspace removes the last digit, which moves the highlight back a box.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput({ value, onChange, onComplete, label, error, disabled }, ref) {
  const id = useId()
  const errorId = `${id}-error`
  const boxes = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '')
  const active = Math.min(value.length, OTP_LENGTH - 1)
  return (
    <div className={`otp${error ? ' otp--error' : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="otp__field">
        <input
          ref={ref}
          id={id}
          className="otp__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
            onChange(digits)
            if (digits.length === OTP_LENGTH && value.length !== OTP_LENGTH) onComplete(digits)
          }}
        />
        <div className="otp__boxes" aria-hidden="true">
          {boxes.map((digit, i) => (
            <span key={i} className={`otp__box${i === active && value.length < OTP_LENGTH ? ' otp__box--active' : ''}${digit ? ' otp__box--filled' : ''}`}>
              {digit}
            </span>
          ))}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
})
