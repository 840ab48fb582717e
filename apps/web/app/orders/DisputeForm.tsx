import { Form, useRevalidator } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldTextarea } from '@variegata/ui/Field';
import { checkImageFile, IMAGE_MAX_BYTES } from '@variegata/validation/images';
import { useEffect, useState, type FormEvent } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { postWithProgress } from '~/shell/post-with-progress';
import { useShellRootData } from '~/shell/root-data';
import type { ActionView, OrderView } from './order-view';

const UPLOAD_FAILED = 'The dispute could not be sent. Please check your connection and try again.';

/**
 * Opening a dispute: the reason and, optionally, a photo of the problem (JPG, GIF or PNG up to 20 MB).
 * With JavaScript the form goes to `POST /api/dispute` as multipart with a progress bar, so the photo
 * travels with it; without, it posts the reason to the page like the other actions.
 */
export function DisputeForm({ order, action, serverError, busy }: { order: OrderView; action: ActionView; serverError: string | null; busy: boolean }) {
  const csrfToken = useShellRootData()?.csrfToken ?? '';
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('image');
    const body = new FormData();
    body.set('transactionId', order.id);
    body.set('disputeReason', String(form.get('disputeReason') ?? ''));
    if (photo instanceof File && photo.size > 0) {
      const problem = checkImageFile(photo, IMAGE_MAX_BYTES);
      if (problem) return setError(problem);
      body.set('image', photo);
    }
    setError(null);
    setProgress(0);
    void postWithProgress<{ transactionId: string }>('/api/dispute', body, csrfToken, setProgress).then((answer) => {
      setProgress(null);
      if (answer.data) revalidator.revalidate();
      else setError(answer.error ?? UPLOAD_FAILED);
    });
  }

  const shown = error ?? serverError;
  return (
    <Form method="post" className="order-action order-dispute-form" encType="application/x-www-form-urlencoded" onSubmit={submit} data-hydrated={hydrated ? '' : undefined}>
      <CsrfField />
      <input type="hidden" name="intent" value="transition" />
      <input type="hidden" name="action" value={action.kind} />
      <FieldTextarea id="disputeReason" name="disputeReason" label="What went wrong?" rows={3} error={shown} hint="The seller and Variegata see what you write here." />
      <label htmlFor="disputePhotoInput" className="order-action__file-label">Photo of the problem (optional)</label>
      <input id="disputePhotoInput" type="file" name="image" accept="image/jpeg,image/gif,image/png" aria-describedby="disputePhotoHint" />
      <p id="disputePhotoHint" className="order-action__hint">JPG, GIF or PNG, at most 20 MB.</p>
      {progress !== null ? <progress max={100} value={progress} aria-label="Upload progress">{progress}%</progress> : null}
      <Button type="submit" variant="secondary" disabled={busy || progress !== null} fullWidth>
        {action.label}
      </Button>
    </Form>
  );
}
