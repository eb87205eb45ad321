import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { AcmeMark } from './brand-sample';
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

/** Another brand's mark in place of the die. */
export const BrandMark: Story = {
  args: { wordmark: 'Acme Bet', mark: <AcmeMark /> },
};

/** The wordmark alone, with no mark. */
export const WordmarkOnly: Story = {
  args: { wordmark: 'Acme Bet', mark: null },
};

/**
 * A long brand name in the 150 px a phone gives the logo: the wordmark is drawn smaller to fit,
 * never cut.
 */
export const LongNameOnPhone: Story = {
  args: {
    wordmark: 'Royal Fortune Casino',
    style: { '--zar-logo-max-width': '150px' } as CSSProperties,
  },
};
