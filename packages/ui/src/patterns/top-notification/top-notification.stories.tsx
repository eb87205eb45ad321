import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TopNotification } from './top-notification';

const meta = {
  title: 'Layout/TopNotification',
  component: TopNotification,
  parameters: { layout: 'fullscreen' },
  args: { currentDomain: 'zar1.com', nextDomain: 'zar2.com', onDismiss: fn() },
} satisfies Meta<typeof TopNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Adres duyurusu' })).toHaveTextContent(
      'Güncel adresimiz zar1.com',
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dismiss: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Duyuruyu kapat' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

export const Dismissed: Story = { args: { dismissed: true } };
