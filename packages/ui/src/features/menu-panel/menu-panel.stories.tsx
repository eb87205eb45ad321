import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { MenuPanel } from './menu-panel';
import { menuPanelTiles } from './menu-panel-tiles';

const meta = {
  title: 'Layout/MenuPanel',
  component: MenuPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'menu-panel',
    tiles: menuPanelTiles,
    linkComponent: CanvasLink,
    languages: [{ code: 'tr' }, { code: 'en' }],
    language: 'tr',
    onLanguageChange: fn(),
    onNavigate: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 64em: the 250 px column. */
export const Desktop: Story = {
  args: { activeId: 'casino' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Canlı Casino' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'liveCasino' }),
    );
  },
};

export const MobileOpen: Story = {
  args: { layout: 'mobile', open: true, activeId: 'sports' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const callMe = canvas.getByRole('link', { name: /Sizi Arayalım/ });
    await expect(callMe).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    callMe.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MobileClosed: Story = {
  args: { layout: 'mobile', open: false },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const WithoutLanguageSelector: Story = {
  args: { languages: undefined, language: undefined, onLanguageChange: undefined },
};
