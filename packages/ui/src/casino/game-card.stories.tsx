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
    await expect(args.onPlay).toHaveBeenCalledWith(args.game);
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

export const LongName: Story = { args: { game: sampleGames[5] as never } };

export const FavoriteBusy: Story = {
  args: { favoriteBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /favorilere ekle/ })).toBeDisabled();
  },
};
