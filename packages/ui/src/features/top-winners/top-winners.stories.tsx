import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleGameArtwork } from '../../patterns/banner-carousel/sample-banners';
import { type TopWinner, TopWinners } from './top-winners';

const games = [
  'Sweet Bonanza',
  'Gates of Olympus',
  'Aviator',
  'Lightning Roulette',
  'Book of Dead',
];
const players = [
  'ahmet1907',
  'zeynepk',
  'mert_34',
  'elifsu',
  'burak.tr',
  'selin88',
  'caner',
  'derya',
];

const winners: TopWinner[] = Array.from({ length: 12 }, (_, index) => ({
  image: sampleGameArtwork((index * 47) % 360),
  game: games[index % games.length] ?? 'Aviator',
  name: players[index % players.length] ?? 'oyuncu',
  amount: Math.round(((index * 7919) % 48_000) + 350.25 * (index + 1)) + 0.5,
  currencySymbol: '₺',
}));

const meta = {
  title: 'Content/TopWinners',
  component: TopWinners,
  // The marquee is off by default so the test-runner sees a still list.
  args: { winners, scrolling: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopWinners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, still (as under reduced motion): it scrolls by hand. */
export const Still: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(winners.length);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('ah***7');
  },
};

/** The endless upward scroll; it pauses on hover and focus. */
export const Scrolling: Story = {
  args: { scrolling: true },
  play: async ({ canvas }) => {
    // The loop's copy is hidden from assistive technology, so the list is read once.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(winners.length);
  },
};

/** No wins yet. */
export const Empty: Story = { args: { winners: [] } };
