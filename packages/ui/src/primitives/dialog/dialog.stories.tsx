import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, type DialogProps } from './dialog';

/** Opens the dialog from a button, as a page would; the story's args apply to the dialog. */
function DialogHarness(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aç</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  render: (args) => <DialogHarness {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Para Yatır',
    closeLabel: 'Kapat',
    children: <p>Ödeme yöntemini seçin.</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['medium', 'auth'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Aç' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Medium: Story = { args: { open: true } };

export const AuthSize: Story = {
  args: { open: true, size: 'auth', title: 'Giriş', children: null },
};

export const ClosesFromTheCloseButton: Story = {
  args: { open: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Para Yatır' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnEscape: Story = {
  args: { open: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Para Yatır' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
