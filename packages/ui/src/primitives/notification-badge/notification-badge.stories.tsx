import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { formatUnreadCount, NotificationBadge } from './notification-badge';

const meta = {
  title: 'Layout/NotificationBadge',
  component: NotificationBadge,
  args: { count: 3 },
  render: (args) => (
    <IconButton
      label={
        args.count > 0 ? `Bildirimler, ${formatUnreadCount(args.count)} okunmamış` : 'Bildirimler'
      }
      variant="surface"
    >
      <Bell aria-hidden="true" />
      <NotificationBadge {...args} />
    </IconButton>
  ),
} satisfies Meta<typeof NotificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('');
  },
};

export const Three: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('3');
  },
};

export const NineOrMore: Story = {
  args: { count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('9+');
  },
};
