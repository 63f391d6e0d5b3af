// Compile-time agreement between the route table (contract/routes.ts) and the generated route tree:
// every table path is a file route and every file route is in the table, and a route is under the
// `_authed` guard exactly when its flag says it needs a session.
import type { FileRoutesById, FileRoutesByTo } from '~/app/routeTree.gen'
import type { AppPath, PublicPath, SignInPath, aliasRoutes } from '~/contract/routes'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Expect<T extends true> = T

type TreePath = keyof FileRoutesByTo
type AliasPath = (typeof aliasRoutes)[number]['path']

type GuardedIds = Extract<keyof FileRoutesById, `/_authed/${string}`>
type GuardedPath = GuardedIds extends `/_authed${infer P}` ? (P extends `${infer Q}/` ? (Q extends '' ? '/' : Q) : P) : never

export type Checks = [
  Expect<Equal<Exclude<TreePath, AppPath | AliasPath>, never>>,
  Expect<Equal<Exclude<AppPath, TreePath>, never>>,
  Expect<Equal<GuardedPath, SignInPath>>,
  Expect<Equal<Extract<PublicPath, GuardedPath>, never>>,
]
