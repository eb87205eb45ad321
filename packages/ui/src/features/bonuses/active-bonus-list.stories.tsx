import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ActiveBonusList } from './active-bonus-list';
import {
  endingActiveBonus,
  halfWayActiveBonus,
  sampleActiveBonus,
  sampleNow,
} from './bonus-fixtures';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/ActiveBonusList',
  component: ActiveBonusList,
  parameters: { viewport: { options: viewports } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { bonuses: [sampleActiveBonus], now: sampleNow, onForfeit: fn() },
} satisfies Meta<typeof ActiveBonusList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing being wagered. */
export const NoBonus: Story = {
  args: { bonuses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Çevrimi süren bir bonusunuz yok.')).toBeVisible();
  },
};

/** Claimed a moment ago: the bar is empty, a week is left. */
export const JustStarted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('6 gün 23 saat kaldı')).toBeVisible();
  },
};

export const HalfWay: Story = {
  args: { bonuses: [halfWayActiveBonus] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₺7.500,00 / ₺15.000,00 çevrildi')).toBeVisible();
  },
};

/** 40 minutes left: the time left turns to the warning colour. */
export const AlmostExpired: Story = {
  args: { bonuses: [endingActiveBonus] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40 dakika kaldı')).toBeVisible();
  },
};

export const TermsOpen: Story = {
  args: { bonuses: [halfWayActiveBonus] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Şartları göster' }));
    await expect(canvas.getByRole('list', { name: 'Bonus şartları' })).toBeVisible();
  },
};

/** Forfeit pressed: the card says what will be removed before anything happens. */
export const ForfeitConfirmation: Story = {
  args: { bonuses: [halfWayActiveBonus] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bonustan vazgeç' }));
    const card = canvas.getByRole('article', { name: 'Hoş Geldin Bonusu' });
    await expect(within(card).getByText(/₺320,40 bonus bakiyenizden silinir/)).toBeVisible();
    await expect(args.onForfeit).not.toHaveBeenCalled();
  },
};

export const Forfeiting: Story = {
  args: { bonuses: [halfWayActiveBonus], forfeitingId: halfWayActiveBonus.id },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bonustan vazgeç' }));
    await expect(canvas.getByRole('button', { name: /Evet, bonustan vazgeç/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = {
  args: { bonuses: [halfWayActiveBonus] },
  globals: { locale: 'en' },
};

export const Mobile: Story = {
  args: { bonuses: [halfWayActiveBonus] },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
