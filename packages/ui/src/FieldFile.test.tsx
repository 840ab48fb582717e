import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { FieldFile } from './FieldFile';

describe('FieldFile', () => {
  it('requires an id', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FieldFile id="" label="Image" />)).toThrow(/a label requires an id/);
    spy.mockRestore();
  });

  it('labels the file input, shows the chosen file name and wires hint and error', async () => {
    const onChange = vi.fn();
    render(<FieldFile id="img" label="Profile image" hint="At most 20 MB" error="Too large" accept="image/png" onChange={onChange} />);
    const input = screen.getByLabelText('Profile image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('img-status img-error img-hint');
    expect(document.getElementById('img-status')?.textContent).toBe('No file chosen');
    await userEvent.upload(input, new File(['x'], 'fern.png', { type: 'image/png' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(document.getElementById('img-status')?.textContent).toBe('fern.png');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<FieldFile id="f" label="Image" hint="Hint" />);
    await expectNoSeriousViolations(container);
  });
});
