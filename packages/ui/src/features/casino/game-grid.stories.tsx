import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleGames } from './casino-fixtures';
import { GameGrid } from './game-grid';

const meta = {
  title: 'Casino/GameGrid',
  component: GameGrid,
  args: {
    games: sampleGames,
    favorites: new Set(['aviator', 'turkce-rulet']),
    onPlay: fn(),
    onToggleFavorite: fn(),
    label: 'Slot',
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Aviator favorilerden çıkar' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { games: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Slot' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingMore: Story = { args: { loading: true, skeletonCount: 6 } };

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu bölümde oyun bulunamadı.')).toBeVisible();
  },
};
