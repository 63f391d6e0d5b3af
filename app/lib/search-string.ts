import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * The router's reading and writing of an address's query string. As its defaults: values that are
 * JSON are read as JSON, strings that would read as JSON are quoted. Unlike them:
 *
 * - A number is read as one only when the address spells it as the number itself does
 *   (`2`, `-1`, `1.5`): `1e5`, `1.50`, ` 12` or `123e4567` stay the text they are. The defaults
 *   turn a search for "12e4" into one for "120000", and a keyword like "123e4567" (JSON for
 *   Infinity) into none at all; digits beyond a number's precision lost the rest.
 * - No error is thrown and caught for each value that only starts like JSON. The defaults try
 *   `JSON.parse` on every value starting with a digit, so every id in an address ("65f1…") and
 *   every link built with one cost a SyntaxError and its stack: a few percent of a page's render.
 *
 * Writing stays a round trip: a string is quoted exactly when reading it would give something else.
 */

// What JSON.parse would try (the router's own test), and the whole of a JSON number.
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/
const NUMBER_START = /^[ \t\n\r]*[\d-]/
const JSON_NUMBER = /^[ \t\n\r]*-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?[ \t\n\r]*$/

// Thrown, and caught by the router, for a value that is not JSON: made once, so no stack is taken.
const NOT_JSON = new SyntaxError('not JSON')

function parseJson(text: string): unknown {
  if (!JSON_START.test(text)) throw NOT_JSON
  if (NUMBER_START.test(text)) {
    if (!JSON_NUMBER.test(text)) throw NOT_JSON
    const number: unknown = JSON.parse(text)
    if (String(number) !== text) throw NOT_JSON
    return number
  }
  return JSON.parse(text)
}

export const parseSearch = parseSearchWith(parseJson)
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJson)
