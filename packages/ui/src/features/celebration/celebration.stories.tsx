import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Dialog } from '../../primitives/dialog/dialog';
import { Celebration } from './celebration';

const meta = {
  title: 'Account/Celebration',
  component: Celebration,
  args: {
    trialBonusAmount: 500,
    onClaim: fn(),
    onDeposit: fn(),
    onLiveChat: fn(),
  },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrialBonus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('₺500,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Evet' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
  },
};

export const Claiming: Story = {
  args: { claiming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Evet' })).toBeDisabled();
  },
};

export const Claimed: Story = {
  args: { claimed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('hesabınıza eklendi');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutTrialBonus: Story = {
  args: { trialBonusAmount: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Para Yatır' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Canlı Destek' }));
    await expect(args.onLiveChat).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('₺500.00');
  },
};

/** As the site shows it: inside the dialog, which carries the 'Congratulations!' title. */
export const InDialog: Story = {
  args: { showTitle: false },
  render: (args) => (
    <Dialog open onOpenChange={fn()} title="Tebrikler!" closeLabel="Kapat">
      <Celebration {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    await expect(dialog).toBeVisible();
  },
};
