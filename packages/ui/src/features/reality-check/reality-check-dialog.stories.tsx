import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { RealityCheckDialog } from './reality-check-dialog';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Casino/RealityCheckDialog',
  component: RealityCheckDialog,
  parameters: { viewport: { options: viewports } },
  args: {
    open: true,
    elapsedMs: 3_900_000,
    staked: 150,
    won: 125,
    net: -25,
    onContinue: fn(),
    onStop: fn(),
    onViewHistory: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a loss: Continue playing has the focus; Escape leaves it open. */
export const NegativeNet: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Gerçeklik kontrolü' });
    const next = within(dialog).getByRole('button', { name: 'Oynamaya devam et' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(next);
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const PositiveNet: Story = {
  args: { elapsedMs: 45 * 60_000, staked: 200, won: 340.5, net: 140.5 },
};

export const StopPlaying: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oyunu bırak' }));
    await expect(args.onStop).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geçmişi görüntüle' }));
    await expect(args.onViewHistory).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toHaveTextContent('You have been playing for 1 h 5 min');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
