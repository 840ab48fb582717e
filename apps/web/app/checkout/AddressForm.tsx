import { FieldText } from '@variegata/ui/Field';
import type { ChangeEvent } from 'react';
import { addressLine, type ShippingAddressInput } from './address';

export type AddressValues = Required<ShippingAddressInput>;

const FIELDS: readonly { key: keyof AddressValues; label: string; autoComplete: string; required: boolean; type?: string }[] = [
  { key: 'recipientName', label: 'Recipient name', autoComplete: 'shipping name', required: true },
  { key: 'recipientPhoneNumber', label: 'Phone number', autoComplete: 'shipping tel', required: true, type: 'tel' },
  { key: 'street1', label: 'Street address', autoComplete: 'shipping address-line1', required: true },
  { key: 'street2', label: 'Apartment, suite, etc. (optional)', autoComplete: 'shipping address-line2', required: false },
  { key: 'city', label: 'City', autoComplete: 'shipping address-level2', required: true },
  { key: 'state', label: 'State / province', autoComplete: 'shipping address-level1', required: false },
  { key: 'zip', label: 'ZIP / postal code', autoComplete: 'shipping postal-code', required: true },
  { key: 'country', label: 'Country (2-letter code)', autoComplete: 'shipping country', required: true },
];

/**
 * The shipping address (spec 3 §2 "Shipping form"): a summary of the saved address with a change
 * button, or every field (labelled, with its error) when the address is incomplete or being changed.
 */
export function AddressForm({ values, manual, errors, disabled, onChange, onEdit, shipsTo }: {
  values: AddressValues;
  manual: boolean;
  errors: Readonly<Record<string, readonly string[]>>;
  disabled: boolean;
  onChange(values: AddressValues): void;
  onEdit(): void;
  shipsTo: readonly string[];
}) {
  const set = (key: keyof AddressValues) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: event.target.value });
  const general = errors['shipping-address'];
  return (
    <fieldset className="co-fieldset" disabled={disabled}>
      <legend className="co-step-title">Shipping address</legend>
      {manual ? (
        <div className="co-address-grid">
          {FIELDS.map((f) => (
            <FieldText
              key={f.key}
              id={`co-${f.key}`}
              name={f.key}
              label={f.label}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required={f.required}
              value={values[f.key]}
              onChange={set(f.key)}
              error={errors[f.key]?.[0] ?? null}
              className={f.key === 'street1' || f.key === 'street2' ? 'co-wide' : undefined}
              {...(f.key === 'country' ? { maxLength: 2, ...(shipsTo.length > 0 ? { hint: `Ships to ${shipsTo.join(', ')}` } : {}) } : {})}
            />
          ))}
        </div>
      ) : (
        <div className="co-summary">
          <p>
            <strong>{values.recipientName}</strong>
            <br />
            {addressLine(values)}
            <br />
            {values.recipientPhoneNumber}
          </p>
          <button type="button" className="co-link" onClick={onEdit}>
            Change address
          </button>
        </div>
      )}
      {general ? (
        <div className="co-error" role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
