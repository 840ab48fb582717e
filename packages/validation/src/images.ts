/**
 * Image files and image variants (spec 1 §5, spec 2 §5, spec 3 §5, §8): an uploaded image is at most
 * 20 MB and is a JPG, GIF or PNG; custom image variants are at most 3072 px wide and high.
 *
 * 20 MB is read as 20 MiB (20 * 1024 * 1024 bytes), the way upload limits are usually counted. The type
 * check looks at both the MIME type and the file name's extension: each must be JPG/GIF/PNG when
 * present (browsers leave the MIME type empty for some files; then the extension decides), and a file
 * with neither is rejected.
 */
import * as v from 'valibot';
import { validateWith } from './form';

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/gif', 'image/png'];
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'gif', 'png'];
export const IMAGE_VARIANT_MAX_DIMENSION = 3072;

/** Spec 3 §8. */
export const IMAGE_TOO_BIG_MESSAGE = 'Image was too big. Maximum size is 20 MB.';
export const IMAGE_TYPE_MESSAGE = 'Only JPG, GIF and PNG images are allowed.';
export const IMAGE_REQUIRED_MESSAGE = 'Choose an image.';

/** What the checks need from a browser `File` (a `File` satisfies it). */
export interface FileLike {
  readonly name?: string;
  readonly type?: string;
  readonly size: number;
}

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && typeof (value as FileLike).size === 'number' && (value as FileLike).size >= 0;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the MIME type and extension (each when present) are JPG/GIF/PNG; at least one must be present. */
export function isAllowedImageType(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const mime = (file.type ?? '').trim().toLowerCase();
  const extension = fileExtension(file.name ?? '');
  if (mime === '' && extension === '') return false;
  if (mime !== '' && !IMAGE_MIME_TYPES.includes(mime)) return false;
  if (extension !== '' && !IMAGE_EXTENSIONS.includes(extension)) return false;
  return true;
}

/** First failing message for an image file, or undefined: the size, then the type. */
export function checkImageFile(file: FileLike, maxBytes: number = IMAGE_MAX_BYTES): string | undefined {
  if (file.size > maxBytes) return IMAGE_TOO_BIG_MESSAGE;
  if (!isAllowedImageType(file)) return IMAGE_TYPE_MESSAGE;
  return undefined;
}

/** An image file; the output is the same object (a `File` stays a `File`). */
/*#__NO_SIDE_EFFECTS__*/
export function imageFileField(maxBytes: number = IMAGE_MAX_BYTES) {
  return v.pipe(
    v.custom<FileLike>(isFileLike, IMAGE_REQUIRED_MESSAGE),
    v.rawCheck<FileLike>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = checkImageFile(dataset.value, maxBytes);
      if (message !== undefined) addIssue({ message });
    }),
  );
}

export const imageFileSchema = imageFileField();

export function validateImageFile(input: unknown) {
  return validateWith(imageFileSchema, input);
}

export const IMAGE_VARIANT_NAME_MESSAGE = 'A variant needs a name.';
export const IMAGE_VARIANT_DIMENSION_MESSAGE = `Variant width and height must be whole numbers from 1 to ${IMAGE_VARIANT_MAX_DIMENSION}.`;

const dimension = v.pipe(
  v.number(IMAGE_VARIANT_DIMENSION_MESSAGE),
  v.integer(IMAGE_VARIANT_DIMENSION_MESSAGE),
  v.minValue(1, IMAGE_VARIANT_DIMENSION_MESSAGE),
  v.maxValue(IMAGE_VARIANT_MAX_DIMENSION, IMAGE_VARIANT_DIMENSION_MESSAGE),
);

/** A custom image variant definition (name, width, height, fit scale or crop). */
export const imageVariantSchema = v.object({
  name: v.pipe(v.string(IMAGE_VARIANT_NAME_MESSAGE), v.trim(), v.nonEmpty(IMAGE_VARIANT_NAME_MESSAGE)),
  width: dimension,
  height: dimension,
  fit: v.optional(v.picklist(['scale', 'crop']), 'scale'),
});

export type ImageVariant = v.InferOutput<typeof imageVariantSchema>;

export function validateImageVariant(input: unknown) {
  return validateWith(imageVariantSchema, input);
}
