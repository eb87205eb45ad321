import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondBrand: Story = {
  args: { wordmark: 'Lale' },
  globals: { theme: 'lale' },
};

export const InHeaderLink: Story = {
  render: (args) => (
    <a href="/" style={{ display: 'inline-block', textDecoration: 'none' }}>
      <Logo {...args} />
    </a>
  ),
};
