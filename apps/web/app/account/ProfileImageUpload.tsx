import { useRevalidator } from '@remix-run/react';
import { checkImageFile, IMAGE_MAX_BYTES } from '@variegata/validation/images';
import { useRef, useState, type ChangeEvent } from 'react';
import { postWithProgress } from '~/shell/post-with-progress';
import { useShellRootData } from '~/shell/root-data';
import { FormMessage } from './FormMessage';

/**
 * The profile picture: JPG, GIF or PNG up to 20 MB (checked here and again on the server), sent with
 * XMLHttpRequest so the upload's progress events drive a progress bar.
 */
export function ProfileImageUpload({ imageUrl, initials }: { imageUrl: string | null; initials: string }) {
  const csrfToken = useShellRootData()?.csrfToken ?? '';
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(null);
    const problem = checkImageFile(file, IMAGE_MAX_BYTES);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    const body = new FormData();
    body.set('image', file);
    void postWithProgress<{ url: string | null }>('/api/profile-image', body, csrfToken, setProgress).then((answer) => {
      setProgress(null);
      if (answer.data) {
        setPreview(answer.data.url);
        setDone('Your profile picture has been updated.');
        revalidator.revalidate();
      } else if (answer.status === 0) {
        setError('The image could not be uploaded. Please check your connection and try again.');
      } else {
        setError(answer.error ?? 'The image could not be uploaded. Please try another image.');
      }
    });
  }

  const shown = preview ?? imageUrl;
  return (
    <div className="profile-image">
      <div className="profile-image__avatar">{shown ? <img src={shown} alt="Your profile picture" width={96} height={96} /> : <span aria-hidden="true">{initials}</span>}</div>
      <div className="profile-image__controls">
        <label htmlFor="profile-image-input" className="button button--small">
          {shown ? 'Change picture' : 'Add a picture'}
        </label>
        <input
          ref={input}
          id="profile-image-input"
          className="vg-visually-hidden"
          type="file"
          name="image"
          accept="image/jpeg,image/gif,image/png"
          onChange={upload}
          disabled={progress !== null}
        />
        <p className="account-form__aside">JPG, GIF or PNG, at most 20 MB.</p>
        {progress !== null ? (
          <progress id="profile-image-progress" max={100} value={progress} aria-label="Upload progress">
            {progress}%
          </progress>
        ) : null}
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{done}</FormMessage>
      </div>
    </div>
  );
}
