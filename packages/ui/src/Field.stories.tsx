import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldCheckbox, FieldPassword, FieldRadioGroup, FieldSelect, FieldText, FieldTextarea } from './Field';
import { framed } from './story-frame';

const meta = {
  title: 'Forms/Field',
  component: FieldText,
  args: { id: 'email', label: 'Email', type: 'email', placeholder: 'you@example.com', autoComplete: 'email' },
  decorators: [framed({ maxWidth: 420 })],
} satisfies Meta<typeof FieldText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const WithHint: Story = {
  args: { id: 'username', label: 'Username', type: 'text', placeholder: '', hint: '3 to 20 characters: letters, digits, _ . -' },
};
export const WithError: Story = {
  args: { defaultValue: 'jane@', error: 'A valid email address is required', required: true },
};
export const Password: Story = {
  render: () => (
    <FieldPassword id="password" label="Password" hint="At least 8 characters" autoComplete="new-password" required />
  ),
};
export const Textarea: Story = {
  render: () => (
    <FieldTextarea
      id="bio"
      label="Bio"
      hint="Tell buyers about your collection."
      defaultValue="Collector of variegated Monstera and Philodendron since 2016."
    />
  ),
};
export const TextareaWithError: Story = {
  render: () => <FieldTextarea id="message" label="Message" error="You need to add a message" required />,
};
export const Select: Story = {
  render: () => (
    <FieldSelect
      id="country"
      label="Country"
      placeholder="Choose a country"
      defaultValue="US"
      options={[
        { value: 'US', label: 'United States' },
        { value: 'CA', label: 'Canada' },
        { value: 'GB', label: 'United Kingdom' },
      ]}
    />
  ),
};
export const Checkbox: Story = {
  render: () => (
    <FieldCheckbox id="newsletter" name="newsletter" label="Send me news about rare plant drops" hint="You can unsubscribe at any time." />
  ),
};
export const CheckboxWithError: Story = {
  render: () => <FieldCheckbox id="terms" label="I accept the terms of service" error="You need to accept the terms" required />,
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@example.com' } };
export const RadioGroup: Story = {
  render: () => (
    <FieldRadioGroup
      id="delivery"
      name="delivery"
      label="Delivery"
      defaultValue="shipping"
      options={[
        { value: 'shipping', label: 'Shipping' },
        { value: 'pickup', label: 'Pickup from the seller' },
      ]}
    />
  ),
};
export const RadioCards: Story = {
  render: () => (
    <FieldRadioGroup
      id="account-type"
      name="accountType"
      label="Account type"
      variant="cards"
      required
      hint="Choose how you sell: as a person or as a registered business."
      options={[
        { value: 'individual', label: 'Individual', description: 'You sell as yourself.' },
        { value: 'company', label: 'Company', description: 'You sell as a registered business.' },
      ]}
    />
  ),
};
export const RadioGroupWithError: Story = {
  render: () => (
    <FieldRadioGroup
      id="account-type-error"
      name="accountType"
      label="Account type"
      variant="cards"
      required
      error="Choose an account type."
      options={[
        { value: 'individual', label: 'Individual', description: 'You sell as yourself.' },
        { value: 'company', label: 'Company', description: 'You sell as a registered business.' },
      ]}
    />
  ),
};
