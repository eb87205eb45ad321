import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Layout/IconButton',
  component: IconButton,
  args: { label: 'Menüyü aç', onClick: fn(), children: <Menu aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menüyü aç' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Surface: Story = {
  args: { label: 'Kapat', variant: 'surface', size: 'sm', children: <X aria-hidden="true" /> },
};
