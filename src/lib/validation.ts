import * as v from 'valibot'

/** A server-function input that failed its schema: answered 422 with the problems per field. */
export class InputValidationError extends Error {
  readonly status = 422
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>

  constructor(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
    super(
      `Invalid input: ${issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`).join('; ')}`,
    )
    this.name = 'InputValidationError'
    const flat = v.flatten(issues)
    const fieldErrors: Record<string, string[]> = {}
    for (const [path, messages] of Object.entries(flat.nested ?? {})) {
      if (messages) fieldErrors[path] = messages
    }
    if (flat.root) fieldErrors[''] = flat.root
    this.fieldErrors = fieldErrors
  }
}

/**
 * Validator for `createServerFn().validator(...)`: parses the input with a valibot schema and
 * throws InputValidationError (422, per-field messages) instead of Start's generic error (500).
 */
export function validateInput<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: v.InferInput<TSchema>): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, input)
    if (!result.success) throw new InputValidationError(result.issues)
    return result.output
  }
}
