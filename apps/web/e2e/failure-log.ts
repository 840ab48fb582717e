/**
 * Setup of every e2e file: when a test fails, the sandbox's last output (the site's and the twins'
 * errors around the failure) goes to that test's stderr, so a failure in CI says what the server saw.
 */
import { beforeEach } from 'vitest';
import { sandboxLogTail } from './sandbox-log';

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`[e2e] the sandbox's last output when this test failed:\n${sandboxLogTail()}`);
  });
});
