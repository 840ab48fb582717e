import { packageConfig } from '@variegata/vitest-config';

export default packageConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 240000,
    fileParallelism: false,
    outputFile: { json: '.turbo/vitest-e2e-report.json' },
  },
});
