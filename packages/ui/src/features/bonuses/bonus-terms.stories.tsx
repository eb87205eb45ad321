import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleBonusRules, sampleDepositBonusRules } from './bonus-fixtures';
import { BonusTerms } from './bonus-terms';

const meta = {
  title: 'Account/BonusTerms',
  component: BonusTerms,
  args: { rules: sampleBonusRules, amount: 75 },
} satisfies Meta<typeof BonusTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed bonus: 30× wagering, slots and the sportsbook count in full. */
export const Fixed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 kat çevrim')).toBeVisible();
  },
};

/** A deposit bonus: %100 of a deposit of at least ₺100, up to ₺500. */
export const Percentage: Story = {
  args: { rules: sampleDepositBonusRules, amount: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('%100, en fazla ₺500,00')).toBeVisible();
  },
};

export const English: Story = {
  args: { rules: sampleDepositBonusRules, amount: 500 },
  globals: { locale: 'en' },
};
