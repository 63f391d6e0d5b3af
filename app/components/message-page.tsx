import { Link } from '@tanstack/react-router'

type MessagePageProps = {
  readonly title: string
  readonly body: string
  /** The one way on, a page every visitor may open. */
  readonly to: '/' | '/tutoring/browse' | '/tutoring/blogs'
  readonly action: string
  readonly className?: string
}

/** A page that only says something (not found, not allowed) and offers one way on. */
export function MessagePage({ title, body, to, action, className }: MessagePageProps) {
  return (
    <section className={className ? `page page--center ${className}` : 'page page--center'}>
      <h1>{title}</h1>
      <p>{body}</p>
      <Link to={to} className="button button--primary">
        {action}
      </Link>
    </section>
  )
}
