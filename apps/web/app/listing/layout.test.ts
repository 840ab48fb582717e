import { describe, expect, it } from 'vitest';
import { largestVariant, smallestVariant } from './layout';

const image = {
  src: 'https://img.test/a-800.jpg',
  srcSet: 'https://img.test/a-400.jpg 400w, https://img.test/a-800.jpg 800w, https://img.test/a-1600.jpg 1600w, https://img.test/a-2400.jpg 2400w',
};

describe('hero image variants', () => {
  it('uses the widest variant of the srcset for the hero', () => {
    expect(largestVariant(image)).toBe('https://img.test/a-2400.jpg');
  });

  it('reads widths, not the order of the srcset', () => {
    const shuffled = { src: 'x', srcSet: 'https://img.test/b.jpg 1600w, https://img.test/c.jpg 2400w, https://img.test/a.jpg 400w' };
    expect(largestVariant(shuffled)).toBe('https://img.test/c.jpg');
    expect(smallestVariant(shuffled)).toBe('https://img.test/a.jpg');
  });

  it('falls back to the image src when the srcset names no widths', () => {
    expect(largestVariant({ src: 'https://img.test/only.jpg', srcSet: '' })).toBe('https://img.test/only.jpg');
    expect(largestVariant({ src: 'https://img.test/only.jpg', srcSet: 'https://img.test/x.jpg 2x' })).toBe('https://img.test/only.jpg');
  });

  it('takes the smallest variant for thumbnails', () => {
    expect(smallestVariant(image)).toBe('https://img.test/a-400.jpg');
  });
});
