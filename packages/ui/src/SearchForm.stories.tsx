import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchForm } from './SearchForm';
import { framed } from './story-frame';

const meta = {
  title: 'Forms/SearchForm',
  component: SearchForm,
  args: { action: '/s', placeholder: 'Search Monstera, Anthurium…' },
  decorators: [framed({ maxWidth: 520 })],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keywords: Story = {};
export const WithGenus: Story = {
  args: {
    scopeOptions: [
      { value: 'monstera', label: 'Monstera' },
      { value: 'philodendron', label: 'Philodendron' },
      { value: 'anthurium', label: 'Anthurium' },
      { value: 'alocasia', label: 'Alocasia' },
    ],
  },
};
export const Large: Story = { args: { size: 'lg', defaultValue: 'thai constellation' } };
