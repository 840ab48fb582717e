import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { FieldCheckbox, FieldPassword, FieldRadioGroup, FieldSelect, FieldText, FieldTextarea, Label, TEXTAREA_MAX_LENGTH } from './Field';

describe('label requires an id', () => {
  it('is enforced by the types', () => {
    // @ts-expect-error id is required
    const element = <FieldText label="Email" />;
    expect(element).toBeTruthy();
  });

  it('throws a developer error for a missing, empty or blank id', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = [undefined, '', '  ', 'two words'];
    for (const id of bad) {
      expect(() => render(<FieldText id={id as string} label="Email" />)).toThrow(/a label requires an id/);
      expect(() => render(<FieldTextarea id={id as string} label="Bio" />)).toThrow(/a label requires an id/);
      expect(() => render(<FieldCheckbox id={id as string} label="Ok" />)).toThrow(/a label requires an id/);
      expect(() => render(<FieldSelect id={id as string} label="C" options={[]} />)).toThrow(/a label requires an id/);
      expect(() => render(<FieldPassword id={id as string} label="P" />)).toThrow(/a label requires an id/);
      expect(() => render(<Label htmlFor={id as string}>L</Label>)).toThrow(/a label requires an id/);
    }
    spy.mockRestore();
  });
});

describe('FieldText', () => {
  it('labels the input and links hint and error with aria-describedby', () => {
    render(<FieldText id="email" label="Email" hint="We never share it" error="Invalid email" />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-hint');
    expect(document.getElementById('email-error')?.textContent).toContain('Invalid email');
    expect(document.getElementById('email-hint')?.textContent).toBe('We never share it');
  });

  it('has no aria-invalid and no describedby without error or hint', () => {
    render(<FieldText id="name" label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes native props through and marks required', async () => {
    const onChange = vi.fn();
    render(<FieldText id="u" label="Username" name="username" required onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: /Username/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.name).toBe('username');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('FieldPassword', () => {
  it('toggles between hidden and visible text', async () => {
    render(<FieldPassword id="pw" label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('FieldTextarea', () => {
  it('defaults to a 5000 character limit with a counter that follows typing', async () => {
    render(<FieldTextarea id="bio" label="Bio" defaultValue="abc" />);
    const textarea = screen.getByLabelText('Bio') as HTMLTextAreaElement;
    expect(TEXTAREA_MAX_LENGTH).toBe(5000);
    expect(textarea.maxLength).toBe(5000);
    const counter = document.getElementById('bio-counter');
    expect(counter?.textContent).toBe('3 / 5000 characters');
    expect(textarea.getAttribute('aria-describedby')).toBe('bio-counter');
    await userEvent.type(textarea, 'de');
    expect(counter?.textContent).toBe('5 / 5000 characters');
  });

  it('counts a controlled value and marks the counter near the limit', () => {
    render(<FieldTextarea id="m" label="Message" value={'x'.repeat(95)} maxLength={100} onChange={() => {}} error="Too long" />);
    const counter = document.getElementById('m-counter');
    expect(counter?.textContent).toBe('95 / 100 characters');
    expect(counter?.className).toContain('vg-field__counter--near');
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toBe('m-error m-counter');
  });
});

describe('FieldSelect and FieldCheckbox', () => {
  it('renders the placeholder and options and reports changes', async () => {
    const onChange = vi.fn();
    render(
      <FieldSelect id="c" label="Country" placeholder="Choose" options={[{ value: 'US', label: 'United States' }, { value: 'CA', label: 'Canada' }]} onChange={onChange} />,
    );
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['', 'US', 'CA']);
    await userEvent.selectOptions(select, 'CA');
    expect(select.value).toBe('CA');
    expect(onChange).toHaveBeenCalled();
  });

  it('checks the checkbox by clicking its label and wires the error', async () => {
    render(<FieldCheckbox id="terms" label="I accept the terms" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    expect(box.getAttribute('aria-describedby')).toBe('terms-error');
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box.checked).toBe(true);
  });
});

describe('FieldRadioGroup', () => {
  const options = [
    { value: 'individual', label: 'Individual', description: 'You sell as yourself.' },
    { value: 'company', label: 'Company' },
  ];

  it('is a fieldset named by its legend, each radio named by its option and described by its description, hint and error', () => {
    render(<FieldRadioGroup id="type" name="accountType" label="Account type" hint="How you sell" error="Choose an account type." options={options} />);
    expect(screen.getByRole('group', { name: 'Account type' }).tagName).toBe('FIELDSET');
    const individual = screen.getByRole('radio', { name: /Individual/ });
    expect(individual.getAttribute('name')).toBe('accountType');
    expect(individual.getAttribute('aria-describedby')).toBe('type-individual-description type-error type-hint');
    expect(individual.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Company' }).getAttribute('aria-describedby')).toBe('type-error type-hint');
    expect(screen.getByText('Choose an account type.').id).toBe('type-error');
  });

  it('uncontrolled: starts at the default value and is changed by clicking an option\'s text', async () => {
    const onChange = vi.fn();
    render(<FieldRadioGroup id="type" name="accountType" label="Account type" defaultValue="company" options={options} onChange={onChange} />);
    expect((screen.getByRole('radio', { name: 'Company' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('Individual'));
    expect((screen.getByRole('radio', { name: /Individual/ }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith('individual');
  });

  it('controlled: shows the given value and reports the chosen one', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<FieldRadioGroup id="type" name="accountType" label="Account type" value="individual" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    expect(onChange).toHaveBeenCalledWith('company');
    rerender(<FieldRadioGroup id="type" name="accountType" label="Account type" value="company" options={options} onChange={onChange} />);
    expect((screen.getByRole('radio', { name: 'Company' }) as HTMLInputElement).checked).toBe(true);
  });

  it('throws a developer error without an id', () => {
    expect(() => render(<FieldRadioGroup id=" " name="x" label="X" options={options} />)).toThrow(/a label requires an id/);
  });
});

it('fields have no serious accessibility violations', async () => {
  const { container } = render(
    <form>
      <FieldText id="a" label="Email" error="Invalid" hint="Hint" />
      <FieldPassword id="b" label="Password" />
      <FieldTextarea id="c" label="Bio" />
      <FieldSelect id="d" label="Country" options={[{ value: 'US', label: 'United States' }]} />
      <FieldCheckbox id="e" label="Newsletter" />
      <FieldText id="f" label="Search" hideLabel />
      <FieldRadioGroup id="g" name="type" label="Account type" variant="cards" error="Choose one" options={[{ value: 'individual', label: 'Individual', description: 'You sell as yourself' }, { value: 'company', label: 'Company' }]} />
    </form>,
  );
  await expectNoSeriousViolations(container);
});
