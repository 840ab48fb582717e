import { packageBuild } from '@variegata/tsup-config';

const config = packageBuild();

// stories-index collects the stories with Vite's import.meta.glob, which only Vite resolves (the
// site, Storybook and vitest read it from source), and the stories are not published: not built.
export default { ...config, entry: config.entry.filter((file) => file !== 'src/stories-index.tsx') };
