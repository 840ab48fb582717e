import { packageBuild } from '@variegata/tsup-config';

// stories-index collects the stories with Vite's import.meta.glob, which only Vite resolves (the
// site, Storybook and vitest read it from source): its export is source-only, so it is not built.
export default packageBuild();
