import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleNotifications } from './notification-fixtures';
import { NotificationsPanel } from './notifications-panel';
import { SelectableNotificationsPanel } from './selectable-notifications-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/NotificationsPanel',
  component: NotificationsPanel,
  parameters: { viewport: { options: viewports } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 386, border: '1px solid var(--color-border)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    notifications: sampleNotifications,
    timeZone: 'Europe/Istanbul',
    onSelect: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type, two unread (bold, with a dot) and three read; the last one has no timestamp. */
export const WithNotifications: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bildirim listesi' });
    await expect(within(list).getAllByRole('button')).toHaveLength(5);
    await expect(within(list).getAllByText('Okunmamış')).toHaveLength(2);
    await expect(canvas.getByText('22.Kas.26 14:05')).toBeVisible();
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

/** Choosing a notification slides its detail in; the back arrow returns to the list. */
export const SelectAndGoBack: Story = {
  render: (args) => <SelectableNotificationsPanel {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Okunmamış Hoş geldin bonusunuz/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleNotifications[1]);
    const back = canvas.getByRole('button', { name: 'Bildirimlere dön' });
    await expect(back).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Bonus' })).toBeVisible();
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: /^Okunmamış Hoş geldin bonusunuz/ }),
    ).toHaveFocus();
  },
};

/** The detail of a bonus notification: the type name as title, the full text. */
export const DetailOpen: Story = {
  args: { selectedId: 104 },
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('article', { name: 'Bonus' });
    await expect(within(detail).getByText(/çevrim şartları tamamlanana kadar/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bildirimler yükleniyor...');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22.Nov.26 14:05')).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  args: { notifications: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('When you have a new notification, you will see it here.'),
    ).toBeVisible();
  },
};

/** On a 375 px phone, up to 900 px the panel takes the height of its container. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => (
    <div style={{ height: 640 }}>
      <SelectableNotificationsPanel {...args} />
    </div>
  ),
};

export const MobileDetail: Story = {
  ...Mobile,
  args: { selectedId: 105 },
};
