import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleGames } from './casino-fixtures';
import { GameRow } from './game-row';

const meta = {
  title: 'Casino/GameRow',
  component: GameRow,
  args: {
    title: 'Popüler',
    games: sampleGames,
    favorites: new Set(['zar-slot']),
    onPlay: fn(),
    onToggleFavorite: fn(),
    showAllHref: '/casino/slot?category=1',
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Popüler' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'href',
      '/casino/slot?category=1',
    );
  },
};

export const Loading: Story = { args: { games: [], loading: true } };

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu bölümde oyun bulunamadı.')).toBeVisible();
  },
};

export const WithoutAllLink: Story = { args: { showAllHref: undefined } };
