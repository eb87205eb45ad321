import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GameListControls } from './game-list-controls';

const providers = [
  { name: '3 Oaks Gaming', gameCount: 24 },
  { name: 'Amusnet', gameCount: 38 },
  { name: 'Evolution', gameCount: 41 },
  { name: 'Pragmatic Play', gameCount: 35 },
  { name: 'Red Tiger', gameCount: 26 },
];

const meta = {
  title: 'Casino/GameListControls',
  component: GameListControls,
  args: {
    providers,
    provider: '',
    onProviderChange: fn(),
    sort: 'popular',
    onSortChange: fn(),
  },
} satisfies Meta<typeof GameListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every provider, most played first: what a lobby opens with. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'A–Z' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('name');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sağlayıcı' }), 'Evolution');
    await expect(args.onProviderChange).toHaveBeenCalledWith('Evolution');
  },
};

/** One provider chosen, newest first. */
export const ProviderAndNew: Story = {
  args: { provider: 'Evolution', sort: 'new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yeni' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** On a phone the filter takes the full width above the order. */
export const Phone: Story = {
  args: { sort: 'name' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** Before the providers have loaded: only 'All providers'. */
export const NoProvidersYet: Story = { args: { providers: [] } };
