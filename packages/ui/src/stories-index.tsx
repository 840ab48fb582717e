/**
 * Registry of every Storybook stories module, so the site's /styleguide routes can render
 * the same examples as Storybook (group -> component -> example). Built from the CSF
 * modules themselves: the default export's title ("Group/Component"), component, args,
 * render and decorators, and each named story export with its own args/render/decorators.
 *
 * Adding a stories file? Import it below; a test fails when a module is missing.
 */
import { createElement, type ComponentType, type FC, type ReactElement } from 'react';
import * as AppDownloadModalStories from './AppDownloadModal.stories';
import * as AvatarStories from './Avatar.stories';
import * as BadgeStories from './Badge.stories';
import * as BannerStories from './Banner.stories';
import * as ButtonStories from './Button.stories';
import * as CardStories from './Card.stories';
import * as CookieNoticeStories from './CookieNotice.stories';
import * as CountdownStories from './Countdown.stories';
import * as EmptyStateStories from './EmptyState.stories';
import * as ErrorMessageStories from './ErrorMessage.stories';
import * as FieldStories from './Field.stories';
import * as FieldFileStories from './FieldFile.stories';
import * as FooterStories from './Footer.stories';
import * as LayoutStories from './Layout.stories';
import * as ListingCardStories from './ListingCard.stories';
import * as MenuStories from './Menu.stories';
import * as MobileMenuStories from './MobileMenu.stories';
import * as ModalStories from './Modal.stories';
import * as PaginationStories from './Pagination.stories';
import * as ProgressBarStories from './ProgressBar.stories';
import * as SearchFormStories from './SearchForm.stories';
import * as SmartBannerStories from './SmartBanner.stories';
import * as SpinnerStories from './Spinner.stories';
import * as TabsStories from './Tabs.stories';
import * as TopBarStories from './TopBar.stories';
import * as TruncatedTextStories from './TruncatedText.stories';

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

type Args = Record<string, unknown>;
type RenderFn = (args: Args, context: StoryContextLite) => ReactElement;
type DecoratorFn = (Story: ComponentType, context: StoryContextLite) => ReactElement;
interface StoryContextLite {
  args: Args;
  name: string;
  title: string;
}
interface CsfMeta {
  title?: string;
  component?: ComponentType<Args>;
  args?: Args;
  render?: RenderFn;
  decorators?: DecoratorFn | DecoratorFn[];
}
interface CsfStory {
  name?: string;
  args?: Args;
  render?: RenderFn;
  decorators?: DecoratorFn | DecoratorFn[];
}
/** A CSF module as imported with `import * as`. */
export type CsfModule = { default: unknown } & Record<string, unknown>;

const MODULES: Record<string, CsfModule> = {
  AppDownloadModal: AppDownloadModalStories,
  Avatar: AvatarStories,
  Badge: BadgeStories,
  Banner: BannerStories,
  Button: ButtonStories,
  Card: CardStories,
  CookieNotice: CookieNoticeStories,
  Countdown: CountdownStories,
  EmptyState: EmptyStateStories,
  ErrorMessage: ErrorMessageStories,
  Field: FieldStories,
  FieldFile: FieldFileStories,
  Footer: FooterStories,
  Layout: LayoutStories,
  ListingCard: ListingCardStories,
  Menu: MenuStories,
  MobileMenu: MobileMenuStories,
  Modal: ModalStories,
  Pagination: PaginationStories,
  ProgressBar: ProgressBarStories,
  SearchForm: SearchFormStories,
  SmartBanner: SmartBannerStories,
  Spinner: SpinnerStories,
  Tabs: TabsStories,
  TopBar: TopBarStories,
  TruncatedText: TruncatedTextStories,
};

/** The file names (without ".stories.tsx") registered here. */
export const registeredStoryFiles: readonly string[] = Object.keys(MODULES);

/** "WithHint" -> "With Hint", "AsLink" -> "As Link" (Storybook's naming of exports). */
export function storyNameFromExport(exportName: string): string {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const list = <T,>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function isStory(key: string, value: unknown): value is CsfStory {
  return key !== 'default' && key !== '__namedExportsOrder' && /^[A-Z]/.test(key) && typeof value === 'object' && value !== null;
}

/** Turns one CSF module into a component entry. Render functions are made once, so component identities stay stable. */
export function componentFromModule(fallbackName: string, mod: CsfModule): StoryComponent & { group: string } {
  const meta = (mod.default ?? {}) as CsfMeta;
  const title = meta.title ?? fallbackName;
  const parts = title.split('/');
  const name = parts[parts.length - 1] ?? fallbackName;
  const group = parts.length > 1 ? parts.slice(0, -1).join(' / ') : 'Components';
  const examples: StoryExample[] = [];
  for (const [key, value] of Object.entries(mod)) {
    if (!isStory(key, value)) continue;
    const storyName = value.name ?? storyNameFromExport(key);
    const args: Args = { ...meta.args, ...value.args };
    const context: StoryContextLite = { args, name: storyName, title };
    const render = value.render ?? meta.render;
    const component = meta.component;
    const Base: FC = () => {
      if (render) return render(args, context);
      if (component) return createElement(component, args);
      throw new Error(`Story ${title} ${storyName} has neither a render function nor a component`);
    };
    let Wrapped: FC = Base;
    for (const decorator of [...list(value.decorators), ...list(meta.decorators)]) {
      const Inner = Wrapped;
      Wrapped = () => decorator(Inner, context);
    }
    const Example = Wrapped;
    examples.push({ name: storyName, id: slug(storyName), render: () => createElement(Example) });
  }
  return { group, name, id: slug(name), title, examples };
}

function buildGroups(modules: Record<string, CsfModule>): StoryGroup[] {
  const groups = new Map<string, StoryGroup>();
  for (const [fileName, mod] of Object.entries(modules)) {
    const { group, ...component } = componentFromModule(fileName, mod);
    const entry = groups.get(group) ?? { group, id: slug(group), components: [] };
    entry.components.push(component);
    groups.set(group, entry);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...groups.values()]
    .sort((a, b) => a.group.localeCompare(b.group))
    .map((g) => ({ ...g, components: [...g.components].sort(byName) }));
}

/** Every story, grouped like the Storybook sidebar. */
export const storyGroups: StoryGroup[] = buildGroups(MODULES);

/** Looks up one example by the ids used in /styleguide/{group}/{component}/{example}. */
export function findExample(groupId: string, componentId: string, exampleId: string): StoryExample | undefined {
  return storyGroups
    .find((g) => g.id === groupId)
    ?.components.find((c) => c.id === componentId)
    ?.examples.find((e) => e.id === exampleId);
}
