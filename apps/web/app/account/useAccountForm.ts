/**
 * Client-side checking of an account form with the same valibot schema the action uses: on submit
 * the form's fields are parsed; failures stop the submit and show each field's first message. The
 * action's answer (field errors, form error, success, echoed values) takes over once it arrives.
 */
import { useActionData, useNavigation } from '@remix-run/react';
import { validateWith, type FieldIssues } from '@variegata/validation/form';
import { useEffect, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { formObject } from '~/account/schemas';

export interface AccountActionAnswer {
  formError?: string;
  fieldErrors?: FieldIssues;
  values?: Record<string, string>;
  success?: string;
  intent?: string;
  offerPasswordReset?: boolean;
}

export function useAccountForm(schema: v.GenericSchema | ((input: Record<string, string>) => v.GenericSchema) | null, intent?: string) {
  const answer = useActionData() as AccountActionAnswer | undefined;
  const navigation = useNavigation();
  const [clientIssues, setClientIssues] = useState<FieldIssues | null>(null);
  const mine = !intent || answer?.intent === undefined || answer.intent === intent;
  useEffect(() => setClientIssues(null), [answer]);
  const submittingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const submitting = navigation.state === 'submitting' && (intent === undefined || submittingIntent === intent || submittingIntent === null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    if (!schema) return;
    const input = formObject(new FormData(event.currentTarget));
    const resolved = typeof schema === 'function' ? schema(input) : schema;
    const result = validateWith(resolved, input);
    if (!result.success) {
      event.preventDefault();
      setClientIssues(result.issues);
    } else {
      setClientIssues(null);
    }
  }
  const fieldErrors: FieldIssues = clientIssues ?? (mine ? answer?.fieldErrors : undefined) ?? {};
  return {
    onSubmit,
    submitting,
    fieldErrors,
    error: (name: string) => fieldErrors[name] ?? null,
    formError: clientIssues ? undefined : mine ? answer?.formError : undefined,
    success: mine ? answer?.success : undefined,
    offerPasswordReset: !clientIssues && mine && answer?.offerPasswordReset === true,
    values: (mine ? answer?.values : undefined) ?? {},
  };
}
