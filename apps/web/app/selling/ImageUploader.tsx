import { ProgressBar } from '@variegata/ui/ProgressBar';
import { checkImageFile } from '@variegata/validation/images';
import { useRef, useState, type ChangeEvent } from 'react';
import { postWithProgress } from '~/shell/post-with-progress';
import { useShellRootData } from '~/shell/root-data';

export interface UploadedImage {
  id: string;
  url: string;
  width?: number;
  height?: number;
  /** The site's proof that the image is this seller's (sent back with the id). */
  proof?: string;
}

interface Item {
  key: string;
  name: string;
  image: UploadedImage | null;
  progress: number;
  error: string | null;
}

export const LISTING_IMAGE_ENDPOINT = '/api/listing-image';

interface UploadedData { id: string; url: string; largeUrl: string; width: number; height: number; proof: string }

/** Uploads one file with progress. */
async function upload(file: File, csrf: string, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file);
  const answer = await postWithProgress<UploadedData>(LISTING_IMAGE_ENDPOINT, body, csrf, onProgress);
  if (answer.data) return { id: answer.data.id, url: answer.data.largeUrl || answer.data.url, width: answer.data.width, height: answer.data.height, proof: answer.data.proof };
  throw new Error(answer.status === 0 ? 'Uploading the image failed. Please check your connection.' : (answer.error ?? 'Uploading the image failed. Please try again.'));
}

/**
 * Photos with per-file progress bars and per-file errors (20 MB, JPG/GIF/PNG, spec 2 §5). Each
 * uploaded image becomes a hidden `name` field: "id|url|proof" (or "id|url|width|height|proof" with `withSize`).
 */
export function ImageUploader({ name, label, initial, withSize = false, error }: { name: string; label: string; initial: readonly UploadedImage[]; withSize?: boolean; error?: string | undefined }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const counter = useRef(0);
  const [items, setItems] = useState<Item[]>(() => initial.map((image) => ({ key: image.id, name: '', image, progress: 100, error: null })));
  const update = (key: string, change: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      counter.current += 1;
      const key = `new-${counter.current}`;
      const problem = checkImageFile(file);
      setItems((list) => [...list, { key, name: file.name, image: null, progress: 0, error: problem ?? null }]);
      if (problem) continue;
      upload(file, csrf, (progress) => update(key, { progress }))
        .then((image) => update(key, { image, progress: 100 }))
        .catch((e: Error) => update(key, { error: e.message }));
    }
  };
  const inputId = `${name}-input`;
  return (
    <div className="el-uploader">
      <ul className="el-images" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className={`el-image${item.error ? ' el-image--error' : ''}`} data-testid={`${name}-item`}>
            {item.image ? (
              <>
                <img src={item.image.url} alt="" />
                <input type="hidden" name={name} value={withSize ? `${item.image.id}|${item.image.url}|${item.image.width ?? 400}|${item.image.height ?? 400}|${item.image.proof ?? ''}` : `${item.image.id}|${item.image.url}|${item.image.proof ?? ''}`} />
              </>
            ) : null}
            {item.error ? (
              <p className="el-image-status" role="alert">
                {item.name ? `${item.name}: ` : ''}
                {item.error}
              </p>
            ) : !item.image ? (
              <div className="el-image-status">
                <ProgressBar label={`Uploading ${item.name}`} hideLabel value={item.progress} />
              </div>
            ) : null}
            <button type="button" className="el-image-remove" onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))} aria-label={`Remove ${item.name || 'photo'}`}>
              ×
            </button>
          </li>
        ))}
        <li>
          <label className="el-drop" htmlFor={inputId}>
            <span>
              + Add photos
              <br />
              <span className="el-hint">JPG, GIF or PNG, up to 20 MB</span>
            </span>
            <input id={inputId} type="file" accept="image/jpeg,image/gif,image/png" multiple onChange={onChange} aria-describedby={error ? `${name}-error` : undefined} />
          </label>
        </li>
      </ul>
      {error ? (
        <p id={`${name}-error`} className="lp-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
