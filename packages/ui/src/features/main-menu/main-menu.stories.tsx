import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { MainMenu } from './main-menu';
import { mainMenuItems, secondMenuItems } from './main-menu-items';

const meta = {
  title: 'Layout/MainMenu',
  component: MainMenu,
  parameters: { layout: 'fullscreen' },
  args: { items: mainMenuItems, linkComponent: CanvasLink, onItemSelect: fn() },
} satisfies Meta<typeof MainMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sizi Arayalım' }));
    await expect(args.onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'callMe' }));
  },
};

export const ActiveItem: Story = {
  args: { activeId: 'liveCasino' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SecondMenuWithAviator: Story = {
  args: { items: secondMenuItems, variant: 'secondary', activeId: 'casino' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aviator' }));
    await expect(args.onItemSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'aviator' }),
    );
  },
};

export const English: Story = { args: { activeId: 'sports' }, globals: { locale: 'en' } };
