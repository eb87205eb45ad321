import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleBonusOffers } from './bonus-fixtures';
import { BonusOfferList } from './bonus-offer-list';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/BonusOfferList',
  component: BonusOfferList,
  parameters: { viewport: { options: viewports } },
  args: {
    offers: sampleBonusOffers,
    timeZone: 'Europe/Istanbul',
    onClaim: fn(),
  },
} satisfies Meta<typeof BonusOfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two open offers and one claimed. */
export const Offers: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const offer = canvas.getByRole('article', { name: 'Kayıp Bonusu' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Talep Et' }));
    await expect(args.onClaim).toHaveBeenCalledWith(sampleBonusOffers[1]);
  },
};

export const Claiming: Story = {
  args: { claimingId: 7 },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('article', { name: 'Hafta Sonu Yatırım Bonusu' });
    await expect(within(offer).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Claimed: Story = {
  args: { offers: sampleBonusOffers.map((offer) => ({ ...offer, claimed: true })) },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: 'Alındı' })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Şu anda talep edebileceğiniz bir bonus yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bonuslar yükleniyor...');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
