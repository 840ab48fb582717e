import { expect, it } from 'vitest';
import { socialErrorText } from './texts';

it('gives a text only for the known social sign-in error codes', () => {
  expect(socialErrorText('cancelled')).toMatch(/cancelled/);
  expect(socialErrorText('toString')).toBeNull();
  expect(socialErrorText('<script>')).toBeNull();
  expect(socialErrorText(null)).toBeNull();
});
