import { packageConfig } from '@variegata/vitest-config';
import { fileURLToPath } from 'node:url';

export default packageConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/failure-log.ts'],
    testTimeout: 60000,
    hookTimeout: 240000,
    fileParallelism: false,
    outputFile: { json: '.turbo/vitest-e2e-report.json' },
  },
});
