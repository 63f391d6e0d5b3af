import { template, transformSync, types as t, type NodePath, type PluginObj } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Object literals that spread one object and hold anything more (`{ ...a, ...b }`, `{ ...a, b }`,
 * `{ a, ...b }`) are slow on Node 20: its V8 copies the first spread with a fast clone, then falls
 * back to a generic runtime path for every property after it. Measured on this machine: a
 * `{ ...a, ...b, c }` of a few properties took 1.6 µs, `Object.assign({}, a, b, { c })` 0.1 µs.
 * The router, the query client and React's server renderer build such objects many times a
 * render, and rewriting them in the server-rendering bundle took a fifth of the CPU of a render of
 * `/` (docs/performance.md, "Object spreads in the render").
 *
 * The rewrite keeps the spread's meaning exactly: each spread or run of plain properties is copied
 * in the order written and before the next is evaluated (nested calls), onto the literal's own
 * first run or a new object; a source with an own `__proto__` property (as `JSON.parse` makes) is
 * copied by defining each property, as the spread does, never by the assignment that would set the
 * copy's prototype. Literals with a getter, setter, method or a written `__proto__` are left as
 * they are, and so is a lone `{ ...a }`, which V8 copies fast.
 */
export function rewriteObjectSpreads(code: string): { code: string; rewritten: number } {
  let rewritten = 0
  const plugin = (): PluginObj => {
    // A name no binding or global of the chunk uses, taken before anything is rewritten.
    let helper: t.Identifier
    return {
      visitor: {
        Program: {
          enter(program) {
            helper = program.scope.generateUidIdentifier('spreadInto')
          },
          exit(program) {
            if (rewritten) program.unshiftContainer('body', spreadHelper({ NAME: helper }))
          },
        },
        ObjectExpression: {
          exit(path: NodePath<t.ObjectExpression>) {
            const replacement = spreadCall(path.node, helper)
            if (!replacement) return
            rewritten++
            path.replaceWith(replacement)
          },
        },
      },
    }
  }
  const out = transformSync(code, { babelrc: false, configFile: false, compact: false, comments: true, sourceType: 'module', plugins: [plugin] })
  if (!out?.code) throw new Error('the object-spread rewrite produced no code')
  return { code: rewritten ? out.code : code, rewritten }
}

const isWrittenProto = (property: t.ObjectProperty) =>
  !property.computed && ((t.isIdentifier(property.key) && property.key.name === '__proto__') || (t.isStringLiteral(property.key) && property.key.value === '__proto__'))

/** `{ a, ...b, c }` as `spreadInto(spreadInto({ a }, b), { c })`; null when the literal stays as written. */
function spreadCall(node: t.ObjectExpression, helper: t.Identifier): t.Expression | null {
  const { properties } = node
  if (properties.length < 2 || !properties.some((p) => t.isSpreadElement(p))) return null
  if (properties.some((p) => t.isObjectMethod(p) || (t.isObjectProperty(p) && isWrittenProto(p)))) return null
  // Runs of plain properties between the spreads, each kept as a literal of its own.
  const parts: t.Expression[] = []
  let run: t.ObjectProperty[] = []
  for (const property of properties) {
    if (t.isSpreadElement(property)) {
      if (run.length) parts.push(t.objectExpression(run))
      run = []
      parts.push(property.argument)
    } else run.push(property as t.ObjectProperty)
  }
  if (run.length) parts.push(t.objectExpression(run))
  // The first run, when the literal starts with one, is the copy itself.
  const first = t.isSpreadElement(properties[0]) ? t.objectExpression([]) : parts.shift()!
  return parts.reduce<t.Expression>((target, source) => t.callExpression(t.identifier(helper.name), [target, source]), first)
}

/**
 * function spreadInto(target, source): copies `source`'s own enumerable properties onto `target`
 * as a spread does, and answers `target`. Built once; each chunk gets it under its own free name.
 */
const spreadHelper = template.statement(`function NAME(target, source) {
  if (source == null || !Object.prototype.hasOwnProperty.call(source, '__proto__')) return Object.assign(target, source);
  for (const key of Reflect.ownKeys(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, key)) Object.defineProperty(target, key, { value: source[key], writable: true, enumerable: true, configurable: true });
  }
  return target;
}`)

/** Rewrites the spreads of every chunk of the server-rendering bundle (see rewriteObjectSpreads). */
export function objectSpreadPlugin(): Plugin {
  return {
    name: 'marketplace:object-spread',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    renderChunk(code) {
      const { code: rewritten, rewritten: count } = rewriteObjectSpreads(code)
      return count ? { code: rewritten, map: null } : null
    },
  }
}
