import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BannerCarousel } from './banner-carousel';
import { sampleBannerSlides, sampleBannerSlidesWithText } from './sample-banners';

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  // Autoplay off: the test-runner must see the same slide every time.
  args: { slides: sampleBannerSlides, autoplay: false },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1440, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the slides arrive: three skeletons of the banner's size. */
export const Placeholders: Story = {
  args: { slides: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kampanyalar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Banners with artwork only. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/promotions');
    // Loaded means with Swiper's bullets, which come at the page's first quiet moment: a
    // picture taken before it (a busy machine) would show the carousel without them.
    await expect(
      await canvas.findByRole('button', { name: '1. kampanyaya git' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Banners with the headline and subtitle as real text over the artwork. */
export const WithText: Story = {
  args: { slides: sampleBannerSlidesWithText },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('%100 Hoş Geldin Bonusu')).toBeVisible();
    // The bullets come with Swiper, which loads at the page's first quiet moment.
    await userEvent.click(
      await canvas.findByRole('button', { name: '2. kampanyaya git' }, { timeout: 10_000 }),
    );
    await expect(canvas.getByRole('button', { name: '2. kampanyaya git' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
