// Strapi 5 error responses: `{data: null, error: {status, name, message, details}}`.

export class StrapiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): unknown {
    return { data: null, error: { status: this.status, name: this.errorName, message: this.message, details: this.details } };
  }
}

export const notFoundError = (): StrapiError => new StrapiError(404, 'NotFoundError', 'Not Found');

/** What Strapi answers for an unknown attribute in filters/sort/fields/populate. */
export function invalidKey(key: string, param: string, path: string = key): StrapiError {
  return new StrapiError(400, 'ValidationError', `Invalid key ${key}`, { key, path, source: 'query', param });
}

export function validationError(message: string, details: Record<string, unknown> = {}): StrapiError {
  return new StrapiError(400, 'ValidationError', message, details);
}
