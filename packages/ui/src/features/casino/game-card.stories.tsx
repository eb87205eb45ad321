import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleGames } from './casino-fixtures';
import { GameCard } from './game-card';

const meta = {
  title: 'Casino/GameCard',
  component: GameCard,
  args: {
    game: sampleGames[0] as never,
    isFavorite: false,
    onPlay: fn(),
    onToggleFavorite: fn(),
    style: { width: 180 },
  },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zar Meyveleri oyna' }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.game, expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Zar Meyveleri favorilere ekle' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(args.game, false);
  },
};

export const Favorite: Story = {
  args: { isFavorite: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Zar Meyveleri favorilerden çıkar' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Live: Story = {
  args: { game: sampleGames[2] as never },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CANLI')).toBeVisible();
  },
};

/** In a lobby: the artwork is a real link to the game's page, opening in a new tab. */
export const AsLink: Story = {
  args: {
    href: '/casino/play/zar-slot',
    onPlay: fn((_game, event) => event.preventDefault()),
  },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Zar Meyveleri oyna' });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    await expect(args.onPlay).toHaveBeenCalledWith(args.game, expect.anything());
  },
};

export const LongName: Story = { args: { game: sampleGames[5] as never } };

export const FavoriteBusy: Story = {
  args: { favoriteBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /favorilere ekle/ })).toBeDisabled();
  },
};
