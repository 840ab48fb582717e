import { Form, useActionData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { Modal } from '@variegata/ui/Modal';
import { CsrfField } from '~/shell/CsrfField';
import { withoutParam } from './nav-state';

export const ENQUIRY_PARAM = 'enquiry';

/** The enquiry modal (open while `?enquiry=open`): a required message that starts an enquiry. */
export function EnquiryModal({ providerName, listingTitle }: { providerName: string; listingTitle: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const result = useActionData<{ error?: string; field?: string }>();
  const close = () => navigate(withoutParam(location.pathname, location.search, ENQUIRY_PARAM), { replace: true, preventScrollReset: true });
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'enquiry';
  return (
    <Modal open onClose={close} title={`Contact ${providerName}`} id="enquiry-modal">
      <Form method="post" className="lp-enquiry" preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value="enquiry" />
        <p className="lp-muted">Ask about {listingTitle}.</p>
        <label htmlFor="enquiry-message" className="lp-label">
          Message
        </label>
        <textarea
          id="enquiry-message"
          name="message"
          rows={5}
          maxLength={5000}
          required
          aria-invalid={result?.field === 'message' ? true : undefined}
          aria-describedby={result?.error ? 'enquiry-error' : undefined}
          placeholder="Hi! Is this plant still available?"
        />
        {result?.error ? (
          <p id="enquiry-error" className="lp-error" role="alert">
            {result.error}
          </p>
        ) : null}
        <button type="submit" className="vg-button vg-button--primary vg-button--md vg-button--full" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </Form>
    </Modal>
  );
}
