import * as v from 'valibot'
import { validationFailed } from './errors'
import type { FieldErrors } from './errors'

/** valibot issues as the field-error map of spec §5 (`address.postal` for nested fields). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Parses input with a schema or throws a 422 carrying the field errors. */
export function parseOrFail<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw validationFailed(toFieldErrors(result.issues))
  return result.output
}
