// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storyGroups } from './stories-index';

// The site renders the examples on the server first: composed stories must render without a DOM.
describe('stories-index on the server', () => {
  const all = storyGroups.flatMap((g) => g.components.flatMap((c) => c.examples.map((e) => [`${c.title} ${e.name}`, e] as const)));
  it.each(all)('%s renders to HTML', (_, example) => {
    expect(typeof document).toBe('undefined');
    expect(renderToString(example.render())).toMatch(/^<[a-z]/);
  });
});
