// Thai vowels written before their consonant (U+0E40 to U+0E44): an initial is the consonant after them,
// as in Thai abbreviations.
const LEADING_VOWEL = /^[\u0E40-\u0E44]$/
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' })

/**
 * Up to two letters standing for a name where there is no picture: the first letter of its first
 * two words (a Thai name gives the first consonant of each word, "admin_nattaya" gives "AN"); "?" for an
 * empty name.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => word !== '')
  const initials = words.slice(0, 2).map((word) => {
    for (const { segment } of graphemes.segment(word)) if (!LEADING_VOWEL.test(segment)) return segment.charAt(0)
    return word.charAt(0)
  })
  return initials.length === 0 ? '?' : initials.join('').toLocaleUpperCase('th')
}

/** A stable pick out of `count` colours for a name, so a person keeps their colour everywhere. */
export function nameColourIndex(name: string, count: number): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003
  return hash % count
}
