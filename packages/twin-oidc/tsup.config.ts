import { packageBuild } from '@variegata/tsup-config';

export default packageBuild();
