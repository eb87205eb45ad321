import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleSessions } from './session-history-fixtures';
import { SessionHistoryTable } from './session-history-table';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/SessionHistoryTable',
  component: SessionHistoryTable,
  parameters: { viewport: { options: viewports } },
  args: {
    sessions: sampleSessions,
    timeZone: 'Europe/Istanbul',
    onPageChange: fn(),
  },
} satisfies Meta<typeof SessionHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '22.11.2026 14:05' })).toBeVisible();
    await expect(canvas.getByText('Bu cihaz')).toBeVisible();
    await expect(canvas.getByText('Bilinmiyor')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu sayfada gösterilecek oturum yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Oturumlar yükleniyor...');
  },
};

export const Paged: Story = {
  args: { page: 2, hasNextPage: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Önceki' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LoadingNextPage: Story = { args: { page: 2, hasNextPage: true, loading: true } };

export const English: Story = { globals: { locale: 'en' } };

/** On a 375 px phone the table scrolls sideways in its own focusable region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};
