import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * The router's reading and writing of an address's query string, with the same results as its
 * defaults (values that are JSON are read as JSON, strings that would read as JSON are quoted) but
 * without throwing and catching an error for each value that only starts like JSON. The defaults
 * try `JSON.parse` on every value starting with a digit, so every id in an address ("65f1…") and
 * every link built with one cost a SyntaxError and its stack: a few percent of a page's render.
 */

// What JSON.parse would try (the router's own test), and the whole of a JSON number.
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/
const NUMBER_START = /^[ \t\n\r]*[\d-]/
const JSON_NUMBER = /^[ \t\n\r]*-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?[ \t\n\r]*$/

// Thrown, and caught by the router, for a value that is not JSON: made once, so no stack is taken.
const NOT_JSON = new SyntaxError('not JSON')

function parseJson(text: string): unknown {
  if (!JSON_START.test(text)) throw NOT_JSON
  if (NUMBER_START.test(text) && !JSON_NUMBER.test(text)) throw NOT_JSON
  return JSON.parse(text)
}

export const parseSearch = parseSearchWith(parseJson)
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJson)
