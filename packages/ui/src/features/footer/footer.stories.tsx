import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AcmeMark } from '../../primitives/logo/brand-sample';
import { Logo } from '../../primitives/logo/logo';
import { Footer } from './footer';
import { sampleFooterProps } from './footer-fixtures';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop1440: {
    name: 'Desktop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
};

const meta = {
  title: 'Content/Footer',
  component: Footer,
  // The provider slider stands still in stories, so every run looks the same.
  args: { ...sampleFooterProps, providerAutoplay: false },
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything from settings and content lists, on a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hikayelerimiz' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Telegram 1' })).toHaveAttribute(
      'href',
      'https://t.me/zar_destek',
    );
  },
};

/** Everything from settings and content lists, on a 1440 px desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute(
      'href',
      '/casino/live',
    );
    await expect(canvas.getByText(/Tüm hakları saklıdır\./)).toBeVisible();
  },
};

/** Before the content lists load and without a licence in settings. */
export const Minimal: Story = {
  args: { stories: [], termsOfUse: [], termsOfService: [], licence: null, legalLinks: [] },
};

/** Another brand: its logo, its own link columns and no content-page columns. */
export const AnotherBrand: Story = {
  args: {
    brandName: 'Acme Bet',
    logo: <Logo wordmark="Acme Bet" mark={<AcmeMark />} />,
    columns: [
      {
        id: 'play',
        title: 'Play',
        links: [
          { label: 'Sports', href: '/sports' },
          { label: 'Slots', href: '/slots' },
          { label: 'Table games', href: '/tables' },
        ],
      },
      {
        id: 'help',
        title: 'Help',
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
    stories: undefined,
    termsOfUse: undefined,
    termsOfService: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Help' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Hikayelerimiz' })).toBeNull();
  },
};
