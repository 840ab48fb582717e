import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_BIG_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_VARIANT_DIMENSION_MESSAGE,
  checkImageFile,
  validateImageFile,
  validateImageVariant,
} from './images';

const png = { name: 'plant.png', type: 'image/png', size: 1000 };

describe('image files', () => {
  it('uses the spec text for too-big images and a 20 MB limit', () => {
    expect(IMAGE_TOO_BIG_MESSAGE).toBe('Image was too big. Maximum size is 20 MB.');
    expect(IMAGE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(checkImageFile({ ...png, size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(checkImageFile({ ...png, size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_TOO_BIG_MESSAGE);
  });

  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.gif', 'image/gif'],
    ['a.png', 'image/png'],
    ['a.png', ''],
    ['', 'image/png'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkImageFile({ name, type, size: 1 })).toBeUndefined();
  });

  it.each([
    ['a.webp', 'image/webp'],
    ['a.png', 'image/webp'],
    ['a.svg', 'image/png'],
    ['a.heic', ''],
    ['noextension', ''],
  ])('rejects %s (%s)', (name, type) => {
    expect(checkImageFile({ name, type, size: 1 })).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('keeps the file object as output and needs a file', () => {
    const result = validateImageFile(png);
    expect(result.success && result.output).toBe(png);
    expect(validateImageFile(undefined)).toEqual({ success: false, issues: { _form: IMAGE_REQUIRED_MESSAGE } });
    expect(validateImageFile({ ...png, size: IMAGE_MAX_BYTES + 1 })).toEqual({ success: false, issues: { _form: IMAGE_TOO_BIG_MESSAGE } });
  });
});

describe('image variants', () => {
  it('allows up to 3072 px in each dimension', () => {
    expect(validateImageVariant({ name: 'square-xl', width: 3072, height: 3072, fit: 'crop' })).toEqual({
      success: true,
      output: { name: 'square-xl', width: 3072, height: 3072, fit: 'crop' },
    });
    expect(validateImageVariant({ name: 'w', width: 3073, height: 100 })).toEqual({
      success: false,
      issues: { width: IMAGE_VARIANT_DIMENSION_MESSAGE },
    });
    expect(validateImageVariant({ name: 'h', width: 100, height: 3073 })).toEqual({
      success: false,
      issues: { height: IMAGE_VARIANT_DIMENSION_MESSAGE },
    });
  });
  it('needs whole positive dimensions', () => {
    expect(validateImageVariant({ name: 'x', width: 0, height: 1.5 })).toEqual({
      success: false,
      issues: { width: IMAGE_VARIANT_DIMENSION_MESSAGE, height: IMAGE_VARIANT_DIMENSION_MESSAGE },
    });
  });
});
