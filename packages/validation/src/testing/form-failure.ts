/** What a validator returns when the whole value fails with `message` (the `_form` issue). */
export function formFailure(message: string) {
  return { success: false, issues: { _form: message } };
}
