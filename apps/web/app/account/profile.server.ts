/**
 * Profile settings (spec 1 §3, §5): first and last name (required, trimmed), display name, bio (at
 * most 5000 characters), username (its own rules; stored in metadata), and the profile image (at
 * most 20 MB, JPG/GIF/PNG), uploaded through the request's SDK and set as the profile image.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { AppLoadContext } from '@remix-run/node';
import { USERNAME_TAKEN_MESSAGE } from '@variegata/validation/username';
import { checkImageFile, IMAGE_MAX_BYTES } from '@variegata/validation/images';
import type { ProfileValues } from './schemas';
import { IMAGE_UPLOAD_FAILED_TEXT, IMAGE_TOO_BIG_MESSAGE } from './texts';
import { isUsernameUnused, setUsername } from './username.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';
import { uploadRefusal } from '~/server/image-upload.server';
import { AVATAR_IMAGE_FIELDS, avatarUrl } from '~/shell/avatar';

export type UsernameOutcome = 'ok' | 'username-taken' | 'failed';

export async function changeUsername(userId: string, currentUsername: string, username: string): Promise<UsernameOutcome> {
  if (username === currentUsername) return 'ok';
  try {
    if (!(await isUsernameUnused(username, userId))) return 'username-taken';
    await setUsername(userId, username);
    return 'ok';
  } catch {
    return 'failed';
  }
}

export async function updateProfile(context: AppLoadContext, values: Omit<ProfileValues, 'username'>): Promise<boolean> {
  try {
    await apiFor(context).currentUser.updateProfile({
      firstName: values.firstName,
      lastName: values.lastName,
      displayName: values.displayName === '' ? null : values.displayName,
      bio: values.bio === '' ? null : values.bio,
    });
    forgetCurrentUser(context);
    return true;
  } catch {
    return false;
  }
}

export { USERNAME_TAKEN_MESSAGE };

/** A refused upload carries its text as `message` and its HTTP status in `meta`. */
export type ImageUploadOutcome = Result<{ imageId: string; url: string | null }, 'image-refused' | 'upload-failed', { status: number }>;

/** Checks, uploads and sets the profile image. */
export async function uploadProfileImage(context: AppLoadContext, file: File): Promise<ImageUploadOutcome> {
  const problem = checkImageFile(file, IMAGE_MAX_BYTES);
  if (problem) return err('image-refused', problem, { status: problem === IMAGE_TOO_BIG_MESSAGE ? 413 : 415 });
  const api = apiFor(context);
  try {
    const image = await api.images.upload({ image: file }, { 'fields.image': AVATAR_IMAGE_FIELDS });
    await api.currentUser.updateProfile({ profileImageId: image.id });
    forgetCurrentUser(context);
    return ok({ imageId: image.id, url: avatarUrl({ profileImage: image }) ?? Object.values(image.variants)[0]?.url ?? null });
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (refusal) return err('image-refused', refusal.message, { status: refusal.status });
    return err('upload-failed', IMAGE_UPLOAD_FAILED_TEXT, { status: 502 });
  }
}
