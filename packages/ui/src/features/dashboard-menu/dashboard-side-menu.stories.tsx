import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { DashboardSideMenu } from './dashboard-side-menu';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop1280: {
    name: 'Desktop 1280',
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
};

const meta = {
  title: 'Account/DashboardSideMenu',
  component: DashboardSideMenu,
  parameters: { viewport: { options: viewports } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    username: 'ahmet.yilmaz',
    userCode: '104582',
    balance: 12450.75,
    unreadCount: 3,
    linkComponent: CanvasLink,
    onItemSelect: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof DashboardSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player with a bonus being wagered: cash and bonus under the total (issue 22). */
export const WithBonus: Story = {
  args: { balance: 12950.75, pockets: { cash: 12450.75, bonus: 500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nakit')).toBeVisible();
    await expect(canvas.getByText('₺500,00')).toBeVisible();
  },
};

/**
 * Just after a login, before the balance call has said the pockets: each keeps its place, its
 * row as tall as a known one, so the entries below do not move when they come.
 */
export const PocketsPending: Story = {
  args: { pockets: 'pending' },
  play: async ({ canvas }) => {
    const cash = canvas.getByText('Nakit').parentElement as HTMLElement;
    const username = canvas.getByText('Kullanıcı adı').parentElement as HTMLElement;
    await expect(cash.querySelector('dd')).toHaveAttribute('aria-busy', 'true');
    await expect(cash).toHaveTextContent('Yükleniyor...');
    await expect(cash.getBoundingClientRect().height).toBe(username.getBoundingClientRect().height);
  },
};

export const WithoutBonus: Story = { args: { pockets: { cash: 12450.75, bonus: 0 } } };

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bildirimler' })).toHaveTextContent(
      /^Bildirimler$/,
    );
  },
};

export const ThreeUnread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Bildirimler, 3 okunmamış' });
    await expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    await expect(args.onAction).toHaveBeenCalledWith('notification');
    await expect(args.onItemSelect).toHaveBeenCalledTimes(1);
  },
};

export const TwelveUnread: Story = {
  args: { unreadCount: 12 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Bildirimler, 9+ okunmamış' }),
    ).toHaveTextContent('9+');
  },
};

export const ActiveEntry: Story = {
  args: { activeHref: '/dashboard/session-history' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getByRole('link', { name: 'Oturum Geçmişi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Desktop: the Deposit/Withdraw toggle replaces the two list entries. */
export const DesktopWithdrawActive: Story = {
  args: { activeHref: '/dashboard/withdraw' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};

/** In the mobile profile sidebar: the list carries Deposit and Withdraw, every click closes it. */
export const Mobile: Story = {
  args: { activeHref: '/dashboard/account' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Çıkış Yap' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await expect(args.onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'logout' }));
  },
};
