import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { samplePopupImages } from '../../patterns/banner-carousel/sample-banners';
import { PopupDialog, type PopupDialogProps } from './popup-dialog';

/** Keeps the dialog's open state, as the site's store does. */
function PopupHarness(props: PopupDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <PopupDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Content/PopupDialog',
  component: PopupDialog,
  render: (args) => <PopupHarness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    popup: { images: samplePopupImages, url: null },
  },
} satisfies Meta<typeof PopupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Images not there yet: a loading indicator. */
export const Loading: Story = {
  args: { popup: null },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor...');
  },
};

/** The popup picture; a click on it closes the dialog. */
export const Loaded: Story = {
  play: async ({ args, userEvent }) => {
    const link = await screen.findByRole('link', { name: 'Güncel kampanya duyurusu' });
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A popup that leads to a page of the site. */
export const WithLink: Story = {
  args: { popup: { images: samplePopupImages, url: '/promotions' } },
  play: async () => {
    await expect(await screen.findByRole('link')).toHaveAttribute('href', '/promotions');
  },
};
