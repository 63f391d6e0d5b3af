import fc from 'fast-check'

/**
 * fast-check arbitraries from the contract's zod schemas, for the API fuzz test: values that are
 * mostly valid (so a request gets past the first check and reaches the code behind it) with each
 * field replaced, now and then, by an odd value. Leaf values are taken from a pool of candidates
 * (odd texts, plausible texts, ids that exist) filtered by the leaf schema itself, so a regex,
 * a range or a refinement is honoured without knowing it.
 */
type Def = { type: string; [key: string]: unknown }
type Schema = { _zod: { def: Def }; safeParse(value: unknown): { success: boolean } }

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value

export type SchemaArbitraryOptions = {
  /** Candidate leaf values (strings, numbers, booleans). */
  readonly candidates: readonly unknown[]
  /** What replaces a field now and then. */
  readonly odd: fc.Arbitrary<unknown>
  /** Weight of an odd value against 4 for a valid one (0: valid only). */
  readonly oddWeight: number
}

export function schemaArbitrary(schema: unknown, options: SchemaArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 8) return options.odd
  const def = schema._zod.def
  const inner = (child: unknown) => schemaArbitrary(child, options, depth + 1)
  const field = (child: unknown) =>
    options.oddWeight > 0 ? fc.oneof({ weight: 4, arbitrary: inner(child) }, { weight: options.oddWeight, arbitrary: options.odd }) : inner(child)
  const leaf = () => {
    const valid = options.candidates.filter((c) => schema.safeParse(c).success)
    return valid.length > 0 ? fc.constantFrom(...valid) : options.odd
  }
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>
      const entries = Object.entries(shape).map(([key, child]) => [key, field(child)] as const)
      return fc.record(Object.fromEntries(entries)).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)))
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 })
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 3 })
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType)
    case 'pipe':
      return inner(def.in)
    case 'array':
      return fc.array(field(def.element), { maxLength: 3 })
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(field))
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner))
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), field(def.valueType), { maxKeys: 2 })
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>))
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'boolean':
      return fc.boolean()
    case 'string':
    case 'number':
    case 'int':
    case 'bigint':
    case 'template_literal':
      return leaf()
    default:
      return options.odd
  }
}
