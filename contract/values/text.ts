/** The contract's text rule as plain functions (`contract/api/text.ts` has it as zod checks and says why). */

// A surrogate half without its partner.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// Matching control characters is the point; tab, line feed and carriage return are allowed in multi-line text.
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters'

/** True when `value` passes the single-line rule (for code outside zod, e.g. a header value). */
export const isPlainText = (value: string): boolean => !SINGLE_LINE_CONTROL.test(value) && !LONE_SURROGATE.test(value)

/** True when `value` passes the multi-line rule (tab, line feed and carriage return allowed). */
export const isMultilineText = (value: string): boolean => !MULTILINE_CONTROL.test(value) && !LONE_SURROGATE.test(value)
