import react from '@vitejs/plugin-react';
import { packageConfig } from '@variegata/vitest-config';

export default packageConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
  },
});
