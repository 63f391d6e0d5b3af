/**
 * The one way to put data into an HTML `<script>` block (JSON-LD, any inline JSON): JSON with
 * `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026`, so no text in the data can close the
 * block (`</script>`) or open a comment (`<!--`), and U+2028 / U+2029 escaped for older parsers
 * that end a line there. The result parses back to the same value. Lint refuses `JSON.stringify`
 * (or anything else) as a head script's `children` or in `dangerouslySetInnerHTML`.
 */
const UNSAFE = /[<>&\u2028\u2029]/g
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('scriptJson: the value has no JSON form')
  return json.replace(UNSAFE, (c) => ESCAPES[c]!)
}
