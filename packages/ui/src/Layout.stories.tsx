import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Card } from './Card';
import { Container, Grid, Page, Stack } from './Layout';

const meta = {
  title: 'Layout/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your listings',
    description: 'Manage plants you have for sale, auction or quick sale.',
    actions: <Button href="/l/new">Create listing</Button>,
    children: (
      <Grid minColumnWidth={220}>
        {['Monstera Thai Constellation', 'Philodendron Pink Princess', 'Anthurium warocqueanum', 'Alocasia Frydek variegata'].map((name) => (
          <Card key={name} title={name} headingLevel={2} padding="sm">
            <p style={{ margin: 0 }}>Rooted cutting, ships in 2 days.</p>
          </Card>
        ))}
      </Grid>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {};
export const Narrow: Story = {
  args: { size: 'narrow', title: 'Contact details', description: undefined, actions: undefined, children: <p>Form goes here.</p> },
};
export const StackAndGrid: Story = {
  render: () => (
    <Container>
      <Stack gap={6}>
        <Stack direction="horizontal" gap={3} wrap collapseOnMobile>
          <Button>Save</Button>
          <Button variant="secondary">Preview</Button>
          <Button variant="ghost">Cancel</Button>
        </Stack>
        <Grid columns={3} gap={4}>
          <Card padding="sm">One</Card>
          <Card padding="sm">Two</Card>
          <Card padding="sm">Three</Card>
        </Grid>
      </Stack>
    </Container>
  ),
};
