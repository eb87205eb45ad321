import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { UserMenu } from './user-menu';
import { userMenuItems } from './user-menu-items';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 600,
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: {
    user: { name: 'ahmet.yilmaz', code: '104582' },
    balance: 12450.75,
    items: userMenuItems,
    linkComponent: CanvasLink,
    onAction: fn(),
    onItemSelect: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** A player with a bonus being wagered: cash and bonus under the total (issue 22). */
export const OpenWithBonus: Story = {
  args: { defaultOpen: true, balance: 12950.75, pockets: { cash: 12450.75, bonus: 500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nakit')).toBeVisible();
    await expect(canvas.getByText('₺500,00')).toBeVisible();
  },
};

/** No bonus: the bonus pocket reads ₺0,00. */
export const OpenWithoutBonus: Story = {
  args: { defaultOpen: true, pockets: { cash: 12450.75, bonus: 0 } },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /ahmet\.yilmaz/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Hesabım' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Para Yatır' })).toHaveFocus();
    await expect(canvas.queryByRole('menuitem', { name: 'Bildirimler' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ChooseLogout: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /ahmet\.yilmaz/ }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Çıkış Yap' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
