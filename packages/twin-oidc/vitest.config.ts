import { packageConfig } from '@variegata/vitest-config';

export default packageConfig();
