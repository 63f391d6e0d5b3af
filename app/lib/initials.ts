// Thai vowels written before their consonant (U+0E40 to U+0E44): an initial is the consonant after them,
// as in Thai abbreviations.
const LEADING_VOWEL = /[\u0E40-\u0E44]/
// Marks written over or under a letter (Thai vowel signs and tone marks): they belong to the letter before.
const MARK = /\p{M}/u

/**
 * Up to two letters standing for a name where there is no picture: the first letter of its first
 * two words (a Thai name gives the first consonant of each word, "admin_nattaya" gives "AN"); "?" for an
 * empty name. Read character by character: every card without a picture draws one, and a grapheme
 * segmenter (Intl.Segmenter) was a measurable part of rendering a page of cards on the server.
 */
export function initialsOf(name: string): string {
  const initials = name
    .split(/[\s._-]+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map(initialOf)
  return initials.length === 0 ? '?' : initials.join('').toLocaleUpperCase('th')
}

function initialOf(word: string): string {
  for (const char of word) if (!LEADING_VOWEL.test(char) && !MARK.test(char)) return char
  // Only leading vowels and marks: the first of them.
  return String.fromCodePoint(word.codePointAt(0) ?? 0x3f)
}

/** A stable pick out of `count` colours for a name, so a person keeps their colour everywhere. */
export function nameColourIndex(name: string, count: number): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003
  return hash % count
}
