/**
 * The /styleguide routes read the UI kit's story registry (the same CSF stories Storybook shows):
 * groups, components and examples by their URL ids.
 */
import { storyGroups, type StoryComponent, type StoryExample, type StoryGroup } from '@variegata/ui/stories-index';

export function findGroup(groupId: string): StoryGroup | undefined {
  return storyGroups.find((group) => group.id === groupId);
}

export function findComponent(componentId: string): { group: StoryGroup; component: StoryComponent } | undefined {
  for (const group of storyGroups) {
    const component = group.components.find((c) => c.id === componentId);
    if (component) return { group, component };
  }
  return undefined;
}

export function findStory(componentId: string, exampleId: string): { group: StoryGroup; component: StoryComponent; example: StoryExample } | undefined {
  const found = findComponent(componentId);
  const example = found?.component.examples.find((e) => e.id === exampleId);
  return found && example ? { ...found, example } : undefined;
}

export function requireFound<T>(value: T | undefined): T {
  if (value === undefined) throw new Response('Not Found', { status: 404 });
  return value;
}

export { storyGroups };
