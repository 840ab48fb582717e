import { packageConfig } from '@variegata/vitest-config';
import { fileURLToPath } from 'node:url';

export default packageConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
