import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { notify, type ToastKind } from './notify';
import { loadedToasts } from './toast-loader';
import { Toaster } from './toaster';

interface ToastDemoProps {
  /** Which toast the button shows. */
  kind: ToastKind;
  /** The toast's message. */
  message: string;
  /**
   * How long the toast stays, in ms. The stories hold it for 10 minutes, so the visual check's
   * pictures (two widths, two themes) all find it however busy the machine; 4000 is the site's.
   */
  duration?: number;
}

/** The stories' toasts stay this long: every picture of the visual check finds them. */
const heldForPictures = 10 * 60_000;

/** A button that shows one toast, and the Toaster that displays it. */
function ToastDemo({ kind, message, duration }: ToastDemoProps) {
  // Each story starts with no toasts from the one before.
  useEffect(() => () => loadedToasts()?.toast.remove(), []);
  return (
    <>
      <Toaster />
      <Button variant="secondary" onClick={() => notify[kind](message, { duration })}>
        Bildirimi göster
      </Button>
    </>
  );
}

const meta = {
  title: 'Content/Toaster',
  component: ToastDemo,
  args: { kind: 'success', message: 'Favorilere eklendi', duration: heldForPictures },
  argTypes: {
    kind: {
      control: 'select',
      options: ['blank', 'success', 'error', 'loading', 'warning', 'info'],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirimi göster' }));
    await expect(await screen.findByText(args.message)).toBeVisible();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', message: 'Kullanıcı adı veya şifre hatalı.' },
};
export const Warning: Story = { args: { kind: 'warning', message: 'Favorilerden çıkarıldı' } };
export const InfoToast: Story = {
  name: 'Info',
  args: { kind: 'info', message: 'Oyun yeniden yüklenecek. Lütfen bekleyin...' },
};
export const Loading: Story = { args: { kind: 'loading', message: 'Gönderiliyor...' } };
export const Blank: Story = { args: { kind: 'blank', message: 'Yeni bir bildiriminiz var.' } };

/**
 * A refusal shown while a modal dialog is open (a withdrawal over the balance): the toast is above
 * the dialog and its backdrop, not dimmed under them (issue 21).
 */
export const AboveAnOpenDialog: Story = {
  args: { kind: 'error', message: 'Bakiyeniz bu çekim için yetersiz.' },
  render: (args) => (
    <>
      <Dialog open onOpenChange={() => undefined} title="Para Çek" closeLabel="Kapat">
        <Button
          variant="secondary"
          onClick={() => notify[args.kind](args.message, { duration: args.duration })}
        >
          Bildirimi göster
        </Button>
      </Dialog>
      <ToastDemoToaster />
    </>
  ),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Para Çek' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bildirimi göster' }));
    const message = await screen.findByText(args.message);
    await expect(message).toBeVisible();
    // Inside the open dialog's subtree, so the modal dialog does not make it inert.
    await expect(dialog.contains(message)).toBe(true);
  },
};

/** The Toaster alone, emptied when the story closes. */
function ToastDemoToaster() {
  useEffect(() => () => loadedToasts()?.toast.remove(), []);
  return <Toaster />;
}
