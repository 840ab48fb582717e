/**
 * Turning a valibot parse into the plain shape forms use:
 * `{ success: true, output }` or `{ success: false, issues }` where `issues` maps a field's dot path
 * to its first failing message (the first issue valibot reports for that path, i.e. the first failing
 * rule in the field's pipe). Issues without a path (whole-form checks) use the key `FORM_ISSUE_KEY`.
 */
import * as v from 'valibot';

/** Key under which issues that belong to no single field are reported. */
export const FORM_ISSUE_KEY = '_form';

export type FieldIssues = Readonly<Record<string, string>>;

export type FormResult<T> =
  | { readonly success: true; readonly output: T }
  | { readonly success: false; readonly issues: FieldIssues };

/** First message per dot path, in the order valibot reported them. */
export function firstIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? FORM_ISSUE_KEY;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Parses `input` with a synchronous schema and returns the form result. */
export function validateWith<S extends v.GenericSchema>(schema: S, input: unknown): FormResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, issues: firstIssues(result.issues) };
}

/** Parses `input` with a schema that may contain asynchronous checks (e.g. a username lookup). */
export async function validateWithAsync<S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
  input: unknown,
): Promise<FormResult<v.InferOutput<S>>> {
  const result = await v.safeParseAsync(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, issues: firstIssues(result.issues) };
}

/** Path of an object field, for `addIssue({ message, path: fieldPath(input, key) })` in raw checks. */
export function fieldPath(input: Record<string, unknown>, key: string): [v.ObjectPathItem] {
  return [{ type: 'object', origin: 'value', input, key, value: input[key] }];
}
