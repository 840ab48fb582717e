import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Server-rendering tests run in the node environment, without a DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.removeAttribute('style');
});
