import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Modal } from './Modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Terms" onClose={() => { onClose(); setOpen(false); }}>
        <a href="/terms">Read terms</a>
        <button type="button">Accept</button>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} title="T" onClose={() => {}}>x</Modal>);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus and locks page scroll', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read terms' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(accept);
  });

  it('Escape calls onClose, focus returns to the trigger and scroll is restored', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');
  });

  it('the close button and a backdrop click call onClose', async () => {
    const onClose = vi.fn();
    const { container, rerender } = render(<Modal open title="T" onClose={onClose}>body</Modal>);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('body'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(container.querySelector('.vg-modal') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Modal open title="T" onClose={onClose} closeOnBackdropClick={false}>body</Modal>);
    await userEvent.click(container.querySelector('.vg-modal') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with closeHref the close control is a link that calls onClose instead of navigating', async () => {
    const onClose = vi.fn();
    render(<Modal open title="Menu" onClose={onClose} closeHref="/s?keywords=x">body</Modal>);
    const close = screen.getByRole('link', { name: 'Close' });
    expect(close.getAttribute('href')).toBe('/s?keywords=x');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    close.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('nested modals share one scroll lock, released when the last closes', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(
      <div>
        <Modal open title="A" onClose={() => {}}>a</Modal>
        <Modal open title="B" onClose={() => {}}>b</Modal>
      </div>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <div>
        <Modal open title="A" onClose={() => {}}>a</Modal>
        <Modal open={false} title="B" onClose={() => {}}>b</Modal>
      </div>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <div>
        <Modal open={false} title="A" onClose={() => {}}>a</Modal>
        <Modal open={false} title="B" onClose={() => {}}>b</Modal>
      </div>,
    );
    expect(document.body.style.overflow).toBe('auto');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Modal open title="Terms" onClose={() => {}} footer={<button type="button">OK</button>}><p>Text</p></Modal>);
    await expectNoSeriousViolations(container);
  });
});
