/**
 * The payout form (spec 3 §2 "Payouts"): account type, country (the United States unless the seller
 * may choose any payout country), that country's bank fields (all required; turned into a bank
 * account token, see useBankAccountToken), business profile URL and MCC, then "Save payout
 * details": the action creates the connected account and sends the seller to the provider's
 * onboarding. Bank numbers never reach this site's form post; only the token does.
 */
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { Button } from '@variegata/ui/Button';
import { FieldRadioGroup, FieldSelect, FieldText } from '@variegata/ui/Field';
import { accountTokenData, BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE, bankFieldRequiredMessage, STRIPE_NOT_LOADED_ERROR, type AccountType } from '@variegata/validation/payout-terms';
import type { BankField } from '@variegata/validation/payout-countries';
import { useRef, useState, type FormEvent } from 'react';
import { useShellRootData } from '~/shell/root-data';
import { loadPayoutChecks, payoutChecksNow } from './payout-checks';
import type { PayoutActionData, PayoutFormData } from './payout-page.server';
import { loadStripeJs } from './stripe-js.client';
import { useBankAccountToken } from './useBankAccountToken';

const NUMERIC_FIELDS: ReadonlySet<BankField> = new Set(['routingNumber', 'accountNumber', 'bsb', 'transitNumber', 'institutionNumber', 'sortCode', 'clearingCode', 'branchCode', 'bankCode', 'clabe']);

const FIELD_HINTS: Partial<Record<BankField, string>> = {
  routingNumber: '9 digits, printed at the bottom left of a check.',
  iban: 'Starts with the country code, e.g. DE89 3704 0044 0532 0130 00.',
  sortCode: '6 digits, e.g. 10-88-00.',
  bsb: '6 digits.',
  clabe: '18 digits.',
};

const CHECKS_NOT_LOADED = 'The form could not be checked: check your connection and try again.';

/** The form's checks start loading when it is first used (a failed load is tried again on submit). */
const loadChecksSoon = () => void loadPayoutChecks().catch(() => undefined);

function StatusLine({ state, country }: { state: ReturnType<typeof useBankAccountToken>; country: string }) {
  const text =
    state.status === 'waiting'
      ? 'Checking your bank details…'
      : state.status === 'ready'
        ? `Bank account ending in ${state.last4} is ready for payouts.`
        : state.status === 'error'
          ? state.error
          : `Fill in every bank detail for ${country} to check the account.`;
  return (
    <p className={`po-token po-token--${state.status}`} role={state.status === 'error' ? 'alert' : 'status'} aria-live="polite">
      {text}
    </p>
  );
}

export function PayoutForm({ data, listingId }: { data: PayoutFormData; listingId: string | null }) {
  const csrfToken = useShellRootData()?.csrfToken ?? '';
  const answer = useActionData<PayoutActionData>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const accountTokenRef = useRef<HTMLInputElement>(null);
  const [accountType, setAccountType] = useState<AccountType>((answer?.values?.['accountType'] as AccountType | undefined) ?? 'individual');
  const [countryCode, setCountryCode] = useState(answer?.values?.['country'] || data.countries[0]?.code || 'US');
  const [bank, setBank] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [preparing, setPreparing] = useState(false);
  const country = data.countries.find((c) => c.code === countryCode) ?? data.countries[0]!;
  const fields = Object.fromEntries(country.bankFields.map((f) => [f.name, bank[`${country.code}:${f.name}`] ?? '']));
  const token = useBankAccountToken({ mode: data.stripe.kind === 'stripe-js' ? 'stripe-js' : 'twin', publishableKey: data.stripe.publishableKey, csrfToken, country: country.code, accountType, holderName: data.holderName, fields });
  const fieldErrors: Record<string, string> = { ...(clientErrors ?? answer?.fieldErrors ?? {}), ...(token.status === 'error' ? token.fieldErrors : {}) };
  const submitting = preparing || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-payout');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const checks = payoutChecksNow();
    if (!checks) {
      // Sent before anything was filled in: check it once the checks have come.
      event.preventDefault();
      loadPayoutChecks().then(
        () => form.requestSubmit(),
        () => setClientErrors({ _form: CHECKS_NOT_LOADED }),
      );
      return;
    }
    const values = Object.fromEntries([...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const checked = checks.validatePayoutDetails(values, { canUploadOutdoorUs: data.anyCountry, profileUrl: data.profileUrl });
    const missingBank = Object.fromEntries(country.bankFields.filter((f) => (fields[f.name] ?? '').trim() === '').map((f) => [f.name, bankFieldRequiredMessage(f.name)]));
    if (!checked.success || Object.keys(missingBank).length > 0) {
      event.preventDefault();
      setClientErrors({ ...(checked.success ? {} : checked.issues), ...missingBank });
      setTouched(Object.fromEntries(country.bankFields.map((f) => [f.name, true])));
      return;
    }
    setClientErrors(null);
    if (data.stripe.kind !== 'stripe-js' || accountTokenRef.current?.value) return;
    // With Stripe.js the account token (account type, accepted terms) is made here first.
    event.preventDefault();
    setPreparing(true);
    const stripe = await loadStripeJs(data.stripe.publishableKey);
    const result = stripe ? await stripe.createToken('account', accountTokenData(accountType)) : null;
    setPreparing(false);
    if (!result?.token) {
      setClientErrors({ _form: result?.error?.message ?? STRIPE_NOT_LOADED_ERROR });
      return;
    }
    if (accountTokenRef.current) accountTokenRef.current.value = result.token.id;
    form.requestSubmit();
  }

  const formError = clientErrors?.['_form'] ?? (clientErrors ? 'Please check the highlighted fields.' : answer?.formError);
  return (
    <Form method="post" ref={formRef} className="po-form" noValidate onSubmit={onSubmit} onFocus={loadChecksSoon} aria-label="Payout details">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value="save-payout" />
      <input type="hidden" name="bankAccountToken" value={token.status === 'ready' ? token.token : ''} />
      <input type="hidden" name="accountToken" ref={accountTokenRef} defaultValue="" />
      {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
      {formError ? <Banner tone="error">{formError}</Banner> : null}

      <FieldRadioGroup
        id="payout-account-type"
        name="accountType"
        label="Account type"
        variant="cards"
        required
        value={accountType}
        onChange={(value) => setAccountType(value === 'company' ? 'company' : 'individual')}
        error={fieldErrors['accountType'] ?? null}
        options={[
          { value: 'individual', label: 'Individual', description: 'You sell as yourself.' },
          { value: 'company', label: 'Company', description: 'You sell as a registered business.' },
        ]}
      />

      <FieldSelect
        id="payout-country"
        name="country"
        label="Bank account country"
        required
        value={country.code}
        onChange={(event) => setCountryCode(event.target.value)}
        options={data.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.currency})` }))}
        error={fieldErrors['country'] ?? null}
        hint={data.anyCountry ? `Payouts are paid in ${country.currency}.` : 'Payouts go to bank accounts in the United States, paid in USD.'}
      />

      <fieldset className="po-bank">
        <legend className="po-bank__legend">Bank account</legend>
        <div className="po-bank__fields">
          {country.bankFields.map((f) => {
            const key = `${country.code}:${f.name}`;
            const value = bank[key] ?? '';
            const missing = touched[f.name] && value.trim() === '' ? bankFieldRequiredMessage(f.name) : null;
            return (
              <FieldText
                key={key}
                id={`payout-${f.name}`}
                label={f.label}
                required
                autoComplete="off"
                spellCheck={false}
                inputMode={NUMERIC_FIELDS.has(f.name) ? 'numeric' : undefined}
                value={value}
                onChange={(event) => setBank((b) => ({ ...b, [key]: event.target.value }))}
                onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
                hint={FIELD_HINTS[f.name]}
                error={fieldErrors[f.name] ?? missing}
              />
            );
          })}
        </div>
        <StatusLine state={token} country={country.name} />
        {fieldErrors['bankAccountToken'] && token.status !== 'error' ? (
          <p className="vg-field__error" role="alert">
            {fieldErrors['bankAccountToken'] === BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE ? 'Fill in your bank details and wait until they are checked.' : fieldErrors['bankAccountToken']}
          </p>
        ) : null}
      </fieldset>

      <details className="po-business" open={Boolean(fieldErrors['businessProfileURL'] || fieldErrors['businessProfileMCC'])}>
        <summary>Business details</summary>
        <div className="po-business__fields">
          <FieldText
            id="payout-business-url"
            name="businessProfileURL"
            type="url"
            label="Business website"
            defaultValue={answer?.values?.['businessProfileURL'] || data.profileUrl}
            hint="Your shop page unless you sell on a website of your own."
            error={fieldErrors['businessProfileURL'] ?? null}
          />
          <FieldText
            id="payout-business-mcc"
            name="businessProfileMCC"
            label="Merchant category code"
            inputMode="numeric"
            maxLength={4}
            defaultValue={answer?.values?.['businessProfileMCC'] || data.mcc}
            hint="Four digits that tell the payment provider what you sell. Keep the default unless you know yours."
            error={fieldErrors['businessProfileMCC'] ?? null}
          />
        </div>
      </details>

      <p className="po-terms">
        By saving, you agree to the{' '}
        <a href="https://stripe.com/legal/connect-account" target="_blank" rel="noreferrer noopener">
          Stripe Connected Account Agreement
        </a>
        . Next, our payment provider asks for your identity to verify the account.
      </p>
      <div className="po-actions">
        <Button type="submit" size="lg" loading={submitting} loadingLabel="Saving payout details">
          Save payout details
        </Button>
      </div>
      <noscript>
        <p className="po-terms">The payout form needs JavaScript to check your bank details securely.</p>
      </noscript>
    </Form>
  );
}
