// A project rule that generic plugins do not express: Thai text only in the catalogue.
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

export default { rules: { 'no-thai-literals': noThaiLiterals } }
