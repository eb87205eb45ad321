import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'UI/LoadingIndicator',
  component: LoadingIndicator,
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Turkish: Story = { args: { label: 'Yükleniyor...' } };
