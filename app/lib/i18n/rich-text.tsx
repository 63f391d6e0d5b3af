import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue sentence with elements inside it: each `{name}` in `text` becomes `parts[name]`
 * (a link, say), so a sentence is translated whole instead of in pieces around its links.
 * A placeholder with no part is left as written, which a test would see.
 */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>
  })
}
