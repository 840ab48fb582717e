import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { componentFromModule, findExample, slug, storyGroups } from './stories-index';

describe('stories-index', () => {
  it('collects every *.stories.tsx module in src with all its stories', async () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => f.replace(/\.stories\.tsx$/, ''));
    const components = storyGroups.flatMap((g) => g.components);
    expect(components).toHaveLength(files.length);
    for (const file of files) {
      const mod = (await import(`./${file}.stories.tsx`)) as { default: { title: string } };
      const storyCount = Object.keys(mod).filter((key) => key !== 'default').length;
      expect(components.find((c) => c.title === mod.default.title)?.examples, file).toHaveLength(storyCount);
    }
  });

  it('builds URL ids', () => {
    expect(slug('Forms / Field')).toBe('forms-field');
    expect(slug('Textarea With Error')).toBe('textarea-with-error');
  });

  it('composes title, args, render and decorators like Storybook', () => {
    const calls: string[] = [];
    const Comp = (props: { text?: string }) => <span>{String(props.text)}</span>;
    const mod = {
      default: {
        title: 'Demo/Thing',
        component: Comp,
        args: { text: 'meta' },
        decorators: [(Story: ComponentType) => { calls.push('meta'); return <div className="meta"><Story /></div>; }],
        excludeStories: ['helper'],
      },
      Basic: {},
      WithHint: { args: { text: 'hint' } },
      Override: { name: 'Custom name', args: { text: 'story' } },
      Rendered: {
        render: (args: { text?: string }) => <b>{`rendered ${String(args.text)}`}</b>,
        decorators: [(Story: ComponentType) => { calls.push('story'); return <i><Story /></i>; }],
      },
      helper: {},
    };
    const component = componentFromModule('Fallback', mod);
    expect(component.group).toBe('Demo');
    expect(component.name).toBe('Thing');
    expect(component.examples.map((e) => [e.name, e.id])).toEqual([
      ['Basic', 'basic'],
      ['With Hint', 'with-hint'],
      ['Custom name', 'custom-name'],
      ['Rendered', 'rendered'],
    ]);
    const [basic, withHint, override, rendered] = component.examples;
    expect(render(basic!.render()).container.innerHTML).toBe('<div class="meta"><span>meta</span></div>');
    expect(render(withHint!.render()).container.textContent).toBe('hint');
    expect(render(override!.render()).container.textContent).toBe('story');
    calls.length = 0;
    expect(render(rendered!.render()).container.innerHTML).toBe('<div class="meta"><i><b>rendered meta</b></i></div>');
    expect(calls).toEqual(['meta', 'story']);
  });

  it('groups components by title and finds examples by id', () => {
    const forms = storyGroups.find((g) => g.group === 'Forms');
    expect(forms?.components.map((c) => c.name)).toContain('Field');
    expect(findExample('actions', 'button', 'primary')?.name).toBe('Primary');
    expect(findExample('actions', 'button', 'nope')).toBeUndefined();
    for (const group of storyGroups) {
      for (const component of group.components) expect(component.examples.length).toBeGreaterThan(0);
    }
  });

  const all = storyGroups.flatMap((g) => g.components.flatMap((c) => c.examples.map((e) => [`${c.title} ${e.name}`, e] as const)));
  it.each(all)('%s renders with no serious accessibility violations', async (_, example) => {
    const { container } = render(example.render());
    expect(container.innerHTML.length).toBeGreaterThan(0);
    await expectNoSeriousViolations(document.body.contains(container) ? document.body : container);
  });
});
