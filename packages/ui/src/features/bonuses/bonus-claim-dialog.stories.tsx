import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { BonusClaimDialog } from './bonus-claim-dialog';
import { sampleBonusOffers } from './bonus-fixtures';

const meta = {
  title: 'Account/BonusClaimDialog',
  component: BonusClaimDialog,
  args: { offer: sampleBonusOffers[0] ?? null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BonusClaimDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claim pressed: the rules and "Şartları kabul et ve al". */
export const ClaimConfirmation: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = screen.getByRole('dialog', { name: 'Hafta Sonu Yatırım Bonusu: şartlar' });
    await expect(dialog).toHaveTextContent('10 kat çevrim');
    await userEvent.click(screen.getByRole('button', { name: 'Şartları kabul et ve al' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(sampleBonusOffers[0]);
  },
};

export const Claiming: Story = { args: { claiming: true } };

/** An offer without rules shows its written terms. */
export const WrittenTerms: Story = { args: { offer: sampleBonusOffers[1] ?? null } };

export const English: Story = { globals: { locale: 'en' } };
