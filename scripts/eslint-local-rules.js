import { dirname, relative, resolve } from 'node:path'

// Project rules that generic plugins do not express: Thai text only in the catalogue, and imports
// that leave their folder written from the repository root.
const THAI = /[\u0E00-\u0E7F]/

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

const ROOT = dirname(import.meta.dirname)
const PARENT = /^\.\.\//

/**
 * `import x from '../../lib/y'` becomes `import x from '~/app/lib/y'` (tsconfig.json's one alias):
 * a path that reads the same from every file, and moves with no arithmetic. `./` stays relative.
 * Fixable: `npm run lint -- --fix`.
 */
const parentImportsByAlias = {
  meta: { type: 'suggestion', fixable: 'code', schema: [], messages: { parent: "Import '{{spec}}' as '{{alias}}'." } },
  create(context) {
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !PARENT.test(source.value)) return
      const alias = '~/' + relative(ROOT, resolve(dirname(context.filename), source.value)).split('\\').join('/')
      context.report({ node: source, messageId: 'parent', data: { spec: source.value, alias }, fix: (fixer) => fixer.replaceText(source, `'${alias}'`) })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'no-thai-literals': noThaiLiterals, 'parent-imports-by-alias': parentImportsByAlias } }
