import { Fragment } from 'react'

/**
 * Short Thai text (a heading, a label) that breaks only where it has spaces: each space-separated
 * phrase stays whole, since a browser may otherwise split a Thai compound (a word such as "every time" written as two) across lines.
 */
export function Phrases({ text }: { text: string }) {
  const phrases = text.split(' ').filter((phrase) => phrase !== '')
  return (
    <>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="phrase">{phrase}</span>
        </Fragment>
      ))}
    </>
  )
}
