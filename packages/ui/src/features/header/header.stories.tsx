import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown, Trophy } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { AcmeMark } from '../../primitives/logo/brand-sample';
import { Logo } from '../../primitives/logo/logo';
import { ZarUiProvider } from '../../strings/zar-ui-provider';
import { MainMenu } from '../main-menu/main-menu';
import { mainMenuItems } from '../main-menu/main-menu-items';
import { MenuPanel } from '../menu-panel/menu-panel';
import { menuPanelTiles } from '../menu-panel/menu-panel-tiles';
import { userMenuItems } from '../user-menu/user-menu-items';
import { Header } from './header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    isLoggedIn: false,
    linkComponent: CanvasLink,
    menuPanelId: 'menu-panel',
    languages: [{ code: 'tr' }, { code: 'en' }],
    language: 'tr',
    onLanguageChange: fn(),
    onMenuToggle: fn(),
    onLoginClick: fn(),
    onRegisterClick: fn(),
    onUserClick: fn(),
    onNotificationsClick: fn(),
    onCallMeClick: fn(),
    onUserMenuAction: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = {
  isLoggedIn: true,
  user: { name: 'ahmet.yilmaz', code: '104582' },
  balance: 12450.75,
  userMenuItems,
} as const;

/** Small-screen stories: the forced mobile layout in a phone-wide frame. */
const mobile = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Story;

export const LoggedOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sizi Arayalım' }));
    await expect(args.onCallMeClick).toHaveBeenCalledTimes(1);
  },
};

export const LoggedIn: Story = { args: { ...player, unreadCount: 0 } };

export const UnreadThree: Story = {
  args: { ...player, unreadCount: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Bildirimler, 3 okunmamış' });
    await expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(1);
  },
};

export const UnreadTwelve: Story = {
  args: { ...player, unreadCount: 12 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Bildirimler, 9+ okunmamış' }),
    ).toHaveTextContent('9+');
  },
};

export const ProfileDropdownByKeyboard: Story = {
  args: { ...player, unreadCount: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /ahmet\.yilmaz/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = canvas.getAllByRole('menuitem');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Çıkış Yap' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Çıkış Yap' }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('logout');
  },
};

export const Scrolled: Story = { args: { ...player, unreadCount: 1, scrolled: true } };

export const WithMenuAndNotice: Story = {
  args: {
    ...player,
    menu: <MainMenu items={mainMenuItems} activeId="casino" linkComponent={CanvasLink} />,
    notice: (
      <p
        style={{
          margin: 0,
          padding: '8px 16px',
          background: '#3d2c00',
          color: '#ffe08a',
          fontSize: 13,
        }}
      >
        zar-giris.example resmi adresimiz değil. Güncel adresimiz zar1.com; bir sonraki adresimiz
        zar2.com.
      </p>
    ),
  },
};

export const MobileLoggedOut: Story = {
  ...mobile,
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menüyü aç' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(args.onUserClick).toHaveBeenCalledTimes(1);
  },
};

export const MobileMenuOpen: Story = {
  ...mobile,
  args: { ...mobile.args, menuOpen: true },
  decorators: [
    ...mobile.decorators,
    (Story) => (
      <>
        <Story />
        <MenuPanel
          id="menu-panel"
          open
          layout="mobile"
          tiles={menuPanelTiles}
          activeId="sports"
          linkComponent={CanvasLink}
        />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const MobileLoggedInUnread: Story = {
  ...mobile,
  args: { ...mobile.args, ...player, unreadCount: 4 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Hesabım. Okunmamış bildirimleriniz var' }),
    ).toBeVisible();
  },
};

export const MobileLoggedInNoUnread: Story = {
  ...mobile,
  args: { ...mobile.args, ...player, unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bakiye: ₺12.450,75' })).toBeVisible();
  },
};

/** The longest balance a phone bar must hold beside the user button without scrolling sideways. */
export const MobileLoggedInMillionaire: Story = {
  ...mobile,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { ...mobile.args, ...player, balance: 1234567.89, unreadCount: 1 },
};

/**
 * Another brand: its logo and mark, its own quick links, and texts replaced through
 * `ZarUiProvider` (English, 'Sign in' and 'Join Acme') — no i18next.
 */
const anotherBrand = {
  args: {
    logo: <Logo wordmark="Acme Bet" mark={<AcmeMark />} />,
    quickLinks: [
      { id: 'sports', label: 'Sports', href: '/sports', icon: <Trophy /> },
      { id: 'vip', label: 'VIP Club', href: '/vip', icon: <Crown /> },
    ],
    language: 'en',
  },
  decorators: [
    (Story) => (
      <ZarUiProvider
        locale="en"
        strings={{ en: { 'header.login': 'Sign in', 'header.register': 'Join Acme' } }}
      >
        <Story />
      </ZarUiProvider>
    ),
  ],
} satisfies Story;

export const AnotherBrand: Story = {
  ...anotherBrand,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'VIP Club' })).toHaveAttribute('href', '/vip');
    await expect(canvas.queryByText('Sizi Arayalım')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Acme' }));
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
  },
};

/** The same brand on a phone: the longer wordmark fits the bar instead of being cut. */
export const AnotherBrandMobile: Story = {
  ...mobile,
  args: { ...mobile.args, ...anotherBrand.args },
  decorators: [...anotherBrand.decorators, ...mobile.decorators],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme Bet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
