/// <reference types="vite/client" />
/**
 * Every Storybook story of the kit, for the site's /styleguide routes (group -> component ->
 * example). The CSF modules are collected with Vite's `import.meta.glob`, so a new
 * `*.stories.tsx` file shows up without an edit here, and each story is composed by Storybook's
 * own `composeStories`: project, meta and story args, render functions and decorators apply
 * exactly as in Storybook.
 *
 * Read from source only (Vite: the site, Storybook, vitest); tsup does not build it.
 */
import { composeStories, type Meta, type StoryObj } from '@storybook/react';
import { createElement, type ReactElement } from 'react';
import { storyNameFromExport } from 'storybook/internal/csf';
import projectAnnotations from '../.storybook/project-annotations';

export interface StoryExample {
  /** Display name ("With Hint"), from the story's `name` or its export name. */
  name: string;
  /** URL-safe id ("with-hint"). */
  id: string;
  render: () => ReactElement;
}

export interface StoryComponent {
  name: string;
  id: string;
  /** The CSF title, e.g. "Forms/Field". */
  title: string;
  examples: StoryExample[];
}

export interface StoryGroup {
  group: string;
  id: string;
  components: StoryComponent[];
}

/** A CSF module as `import * as` (or Vite's glob import) gives it. */
export type CsfModule = { default: Meta } & Record<string, StoryObj>;

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One CSF module as a component entry; its title "Group/Component" names both. */
export function componentFromModule(fallbackName: string, mod: CsfModule): StoryComponent & { group: string } {
  const title = mod.default.title ?? fallbackName;
  const parts = title.split('/');
  const name = parts[parts.length - 1] ?? fallbackName;
  const group = parts.length > 1 ? parts.slice(0, -1).join(' / ') : 'Components';
  const examples = Object.entries(composeStories(mod, projectAnnotations)).map(([exportName, Story]) => {
    // Storybook's display name; the composed story only carries the export name.
    const storyName = mod[exportName]?.name ?? storyNameFromExport(exportName);
    return { name: storyName, id: slug(storyName), render: () => createElement(Story) };
  });
  return { group, name, id: slug(name), title, examples };
}

function buildGroups(components: Array<StoryComponent & { group: string }>): StoryGroup[] {
  const groups = new Map<string, StoryGroup>();
  for (const { group, ...component } of components) {
    const entry = groups.get(group) ?? { group, id: slug(group), components: [] };
    entry.components.push(component);
    groups.set(group, entry);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...groups.values()]
    .sort((a, b) => a.group.localeCompare(b.group))
    .map((g) => ({ ...g, components: [...g.components].sort(byName) }));
}

const modules = import.meta.glob<CsfModule>('./*.stories.tsx', { eager: true });

/** Every story, grouped like the Storybook sidebar. */
export const storyGroups: StoryGroup[] = buildGroups(
  Object.entries(modules).map(([path, mod]) => componentFromModule(path.replace(/^.*\/|\.stories\.tsx$/g, ''), mod)),
);

/** Looks up one example by the ids used in /styleguide/{group}/{component}/{example}. */
export function findExample(groupId: string, componentId: string, exampleId: string): StoryExample | undefined {
  return storyGroups
    .find((g) => g.id === groupId)
    ?.components.find((c) => c.id === componentId)
    ?.examples.find((e) => e.id === exampleId);
}
