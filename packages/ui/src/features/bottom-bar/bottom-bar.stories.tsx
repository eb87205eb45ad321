import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Layout/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    layout: 'mobile',
    linkComponent: CanvasLink,
    onDepositClick: fn(),
    onSupportClick: fn(),
    onLinkClick: fn(),
  },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Para Yatır' }));
    await expect(args.onDepositClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Destek' }));
    await expect(args.onSupportClick).toHaveBeenCalledTimes(1);
  },
};

export const SportsActive: Story = {
  args: { activeId: 'sports' },
  play: async ({ args, canvas, userEvent }) => {
    const sports = canvas.getByRole('link', { name: 'Spor' });
    await expect(sports).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Promosyon' }));
    await expect(args.onLinkClick).toHaveBeenCalledWith('promotions');
  },
};

export const LiveCasinoActive: Story = { args: { activeId: 'liveCasino' } };

export const English: Story = { args: { activeId: 'promotions' }, globals: { locale: 'en' } };
