// Project rules that generic plugins do not express: which folder may import which, and Thai
// text only in the catalogue. Paths are resolved relative to the importing file.
import { dirname, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const THAI = /[\u0E00-\u0E7F]/

const area = (file) => relative(root, file).split(sep).join('/')

function boundaryViolation(fromFile, specifier, isTypeOnly) {
  const from = area(fromFile)
  if (!specifier.startsWith('.')) {
    if (from.startsWith('contract/') && specifier !== 'zod' && !specifier.startsWith('zod/')) return 'contract/ imports nothing but zod'
    return null
  }
  const to = area(resolve(dirname(fromFile), specifier))
  if ((from.startsWith('app/') || from.startsWith('workers/')) && to.startsWith('server/') && !isTypeOnly)
    return 'app/ and workers/ may import only types from server/'
  if (from.startsWith('contract/') && !to.startsWith('contract/')) return 'contract/ imports nothing but zod'
  if (from.startsWith('server/') && (to.startsWith('app/') || to.startsWith('workers/'))) return 'server/ never imports the web client'
  if (from.startsWith('app/components/') && to.startsWith('app/features/')) return 'shared components never import features'
  const fromFeature = /^app\/features\/([^/]+)\//.exec(from)?.[1]
  const toFeature = /^app\/features\/([^/]+)\//.exec(to)?.[1]
  if (fromFeature && toFeature && fromFeature !== toFeature) return `feature "${fromFeature}" imports feature "${toFeature}"`
  if ((from.startsWith('app/lib/') || from.startsWith('app/components/')) && to.startsWith('app/routes/')) return 'shared code never imports routes'
  return null
}

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { bad: 'Import crosses a boundary: {{why}}.' } },
  create(context) {
    const check = (node, isTypeOnly) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const why = boundaryViolation(context.filename, specifier, isTypeOnly)
      if (why) context.report({ node: node.source, messageId: 'bad', data: { why } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, false),
    }
  },
}

const noThaiLiterals = {
  meta: { type: 'problem', schema: [], messages: { thai: 'Thai text belongs in app/lib/i18n/th.ts; use t().' } },
  create(context) {
    const report = (node, text) => THAI.test(text) && context.report({ node, messageId: 'thai' })
    return {
      Literal: (node) => (typeof node.value === 'string' ? report(node, node.value) : node.regex && report(node, node.regex.pattern)),
      TemplateElement: (node) => report(node, node.value.raw),
      JSXText: (node) => report(node, node.value),
    }
  },
}

export default { rules: { boundaries, 'no-thai-literals': noThaiLiterals } }
