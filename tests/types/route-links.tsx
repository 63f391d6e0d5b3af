// Compile-time checks of the typed routes: each `@ts-expect-error` line must fail to compile. If
// the router stopped checking paths, params or search, the directive itself would become the error.
import { Link, linkOptions, useNavigate } from '@tanstack/react-router'

export const valid = [
  linkOptions({ to: '/services/$sid', params: { sid: '65a000000000000000000001' } }),
  linkOptions({ to: '/login', search: { provider: true, redirect: '/wallet' } }),
  linkOptions({ to: '/tutoring/blog/$id', params: { id: '65c000000000000000000001' } }),
]

// @ts-expect-error a param route without its params
export const missingParams = linkOptions({ to: '/services/$sid' })

// @ts-expect-error params given, but not `sid`
export const wrongParams = linkOptions({ to: '/services/$sid', params: { id: 'x' } })

// @ts-expect-error a path that does not exist
export const noSuchPath = linkOptions({ to: '/services/not/a/route' })

// @ts-expect-error a search param of the wrong type
export const wrongSearch = linkOptions({ to: '/login', search: { provider: 42 } })

export function Links() {
  const navigate = useNavigate()
  const go = () => {
    // @ts-expect-error navigation without the required param
    void navigate({ to: '/profile/$username' })
    // @ts-expect-error navigation to a path that does not exist
    void navigate({ to: '/walet' })
    void navigate({ to: '/profile/$username', params: { username: 'kru-somchai' } })
  }
  return (
    <>
      {/* @ts-expect-error a link without the required param */}
      <Link to="/tutoring/blogs/$categoryId">x</Link>
      {/* @ts-expect-error a link with a wrongly typed search param */}
      <Link to="/login" search={{ redirect: 5 }}>x</Link>
      <Link to="/tutoring/blogs/$categoryId" params={{ categoryId: 'c' }} onClick={go}>
        x
      </Link>
    </>
  )
}
