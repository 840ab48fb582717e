import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Container, Grid, Page, SkipLink, Stack } from './Layout';

describe('Layout', () => {
  it('Page is the main landmark with an h1, description and actions', () => {
    render(<Page title="Your listings" description="Manage them" actions={<button type="button">New</button>}>Body</Page>);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Your listings' })).toBeTruthy();
    expect(main.textContent).toContain('Manage them');
    expect(main.textContent).toContain('Body');
  });

  it('Page without title renders no header', () => {
    const { container } = render(<Page>Body</Page>);
    expect(container.querySelector('header')).toBeNull();
  });

  it('Stack and Grid map props to classes and styles', () => {
    const { container } = render(
      <Container size="narrow">
        <Stack direction="horizontal" gap={3} wrap collapseOnMobile as="ul">
          <li>a</li>
        </Stack>
        <Grid minColumnWidth={200} gap={2}>x</Grid>
        <Grid columns={3}>y</Grid>
      </Container>,
    );
    expect(container.firstElementChild?.className).toBe('vg-container vg-container--narrow');
    const stack = container.querySelector('ul') as HTMLElement;
    expect(stack.className).toBe('vg-stack vg-stack--horizontal vg-stack--wrap vg-stack--collapse');
    expect(stack.style.gap).toBe('var(--vg-space-3)');
    const grids = container.querySelectorAll<HTMLElement>('.vg-grid');
    expect(grids[0]?.style.getPropertyValue('--vg-grid-min')).toBe('200px');
    expect(grids[0]?.className).toContain('vg-grid--auto');
    expect(grids[1]?.style.getPropertyValue('--vg-grid-columns')).toBe('3');
    expect(grids[1]?.className).toContain('vg-grid--fixed');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <SkipLink />
        <Page title="Title">
          <Stack><p>Text</p></Stack>
        </Page>
      </div>,
    );
    await expectNoSeriousViolations(container);
  });
});
