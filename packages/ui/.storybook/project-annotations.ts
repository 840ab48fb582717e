import type { Preview } from '@storybook/react-vite';

/**
 * The project-wide story annotations (parameters, and any global decorators or args). Storybook
 * reads them through preview.ts; the site's /styleguide composes every story with them too
 * (src/stories-index.tsx), so put global decorators here, not in preview.ts.
 */
const projectAnnotations: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default projectAnnotations;
