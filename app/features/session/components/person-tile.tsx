import { initialsOf, nameColourIndex } from '~/app/lib/initials'

/** As many as `.person-tile__initials--N` colours in app.css, all with white text at 4.5:1 or more. */
const INITIALS_COLOURS = 8

/**
 * Who is there when there is no video: their picture, or their initials on a coloured circle, with
 * their name and a line on why (camera off, not here yet). A black box says nothing. A figure
 * named by its caption, so it is found by the person's name.
 */
export function PersonTile({
  name,
  label = name,
  picture,
  note,
  size,
}: {
  /** Their name: the initials and the colour come from it, so a person looks the same on both sides. */
  name: string
  /** What to write under the picture, when not the name alone (the name with "you" after it: `session.video.you`). */
  label?: string
  picture: string | null
  note?: string
  size: 'stage' | 'tile'
}) {
  return (
    <figure className={`person-tile person-tile--${size}`}>
      {picture ? (
        <img className="person-tile__picture" src={picture} alt="" />
      ) : (
        <span className={`person-tile__picture person-tile__initials person-tile__initials--${nameColourIndex(name, INITIALS_COLOURS)}`} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <figcaption className="person-tile__name">{label}</figcaption>
      {note ? <p className="person-tile__note">{note}</p> : null}
    </figure>
  )
}
