/** The /styleguide routes resolve the UI kit's stories by id and answer 404 for unknown ones. */
import { describe, expect, it } from 'vitest';
import * as component from '~/routes/styleguide.c.$component._index';
import * as example from '~/routes/styleguide.c.$component.$example._index';
import * as raw from '~/routes/styleguide.c.$component.$example.raw';
import * as group from '~/routes/styleguide.g.$group';
import { findComponent, storyGroups } from '~/styleguide/styleguide';
import { asResponse, run } from './fake-context';

describe('styleguide', () => {
  it('lists the kit\'s stories, the button among them', () => {
    expect(storyGroups.length).toBeGreaterThan(0);
    expect(findComponent('button')?.component.examples.map((e) => e.id)).toContain('primary');
  });
  it('resolves group, component, example and raw', async () => {
    const { group: buttonGroup } = findComponent('button')!;
    expect(await run(group.loader as never, `/styleguide/g/${buttonGroup.id}`, { group: buttonGroup.id })).toMatchObject({ groupId: buttonGroup.id });
    expect(await run(component.loader as never, '/styleguide/c/button', { component: 'button' })).toMatchObject({ componentId: 'button' });
    expect(await run(example.loader as never, '/styleguide/c/button/primary', { component: 'button', example: 'primary' })).toMatchObject({ exampleId: 'primary' });
    expect(await run(raw.loader as never, '/styleguide/c/button/primary/raw', { component: 'button', example: 'primary' })).toMatchObject({ exampleId: 'primary' });
  });
  it('the raw view renders without the shell', () => {
    expect(raw.handle).toEqual({ bare: true });
  });
  it.each([
    [group.loader, { group: 'nope' }],
    [component.loader, { component: 'nope' }],
    [example.loader, { component: 'button', example: 'nope' }],
    [raw.loader, { component: 'nope', example: 'primary' }],
  ] as const)('unknown ids are 404 (%#)', async (loader, params) => {
    expect(asResponse(await run(loader as never, '/styleguide/x', params)).status).toBe(404);
  });
});
