import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePromotionImage } from '../../patterns/banner-carousel/sample-banners';
import { PromotionCard } from './promotion-card';

const meta = {
  title: 'Content/PromotionCard',
  component: PromotionCard,
  args: {
    imageUrl: samplePromotionImage,
    title: 'Canlı Casino Haftalık %15 Kayıp İadesi',
    summary: 'Her pazartesi, geçen haftaki canlı casino kayıplarının %15’i hesabına yatar.',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion in the list; 'Detaylar' asks the page to open its dialog. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Detaylar' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Without a summary. */
export const TitleOnly: Story = { args: { summary: undefined } };
