/**
 * The listing form's limits that the browser's form shows and the server's validation
 * (`listing-form.ts`) enforces: here on their own so the form does not ship the validation.
 */
export const TITLE_MAX_LENGTH = 256;
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'NL', 'FR', 'TH', 'ID', 'AU'] as const;
