import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { FieldText } from './Field';
import { Modal, type ModalProps } from './Modal';
import { OverlayTrigger } from './story-overlay-trigger';

type DemoProps = Omit<ModalProps, 'open' | 'onClose'> & { startOpen?: boolean; trigger?: string };

function ModalDemo({ startOpen = true, trigger = 'Open dialog', ...props }: DemoProps) {
  return (
    <OverlayTrigger label={trigger} startOpen={startOpen}>
      {(open, close) => <Modal {...props} open={open} onClose={close} />}
    </OverlayTrigger>
  );
}

const body: ReactNode = (
  <p style={{ margin: 0 }}>
    By creating an account you agree to the Variegata terms of service. Listings must describe the plant as it
    will be shipped, including variegation and root condition.
  </p>
);

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: { title: 'Terms of service', children: body },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithActions: Story = {
  args: {
    title: 'Delete this listing?',
    size: 'sm',
    children: <p style={{ margin: 0 }}>The listing and its photos are removed. Open orders are not affected.</p>,
    footer: (
      <>
        <Button variant="ghost">Keep listing</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
};
export const WithForm: Story = {
  args: {
    title: 'Change email',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
        <FieldText id="modal-email" label="New email" type="email" />
        <Button type="submit">Save</Button>
      </form>
    ),
  },
};
export const Closed: Story = { args: { startOpen: false, trigger: 'Open terms' } };
