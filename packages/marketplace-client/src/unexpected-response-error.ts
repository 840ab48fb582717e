/**
 * A marketplace API response that does not have the shape this package expects: a bug (ours, or a
 * change on the API's side), never a user error. The message names the resource, the field path and
 * what was expected, e.g. `listing 1a2b…: attributes.price.amount: expected number, got "12"`.
 */
export interface ResponseIssue {
  /** Dotted path inside the resource as the API sent it (`attributes.price.amount`, `author.attributes.profile`). */
  readonly path: string;
  readonly expected: string;
  readonly received: string;
}

export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  /**
   * @param subject what was being read: `listing <uuid>`, `transactions.query response`
   * @param issues every mismatch found (the message shows the first and counts the rest)
   */
  constructor(
    readonly subject: string,
    readonly issues: readonly ResponseIssue[],
  ) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(first ? `${subject}: ${first.path}: expected ${first.expected}, got ${first.received}${more}` : `${subject}: unexpected response`);
  }
}
