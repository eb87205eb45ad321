import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FinancialActivitiesTable } from './financial-activities-table';
import { sampleActivities } from './financial-activity-fixtures';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Payments/FinancialActivitiesTable',
  component: FinancialActivitiesTable,
  parameters: { viewport: { options: viewports } },
  args: {
    items: sampleActivities,
    timeZone: 'Europe/Istanbul',
    onPageChange: fn(),
  },
} satisfies Meta<typeof FinancialActivitiesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '22.11.2026 14:05' })).toBeVisible();
    await expect(canvas.getByText('+₺250,00')).toBeVisible();
    await expect(canvas.getByText('-₺1.000,00')).toBeVisible();
    await expect(canvas.getByText('Beklemede')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veri bulunamadı.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('İşlemler yükleniyor...');
  },
};

export const Paged: Story = {
  args: { page: 2, total: 47, pageSize: 7 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Sayfa 2 / 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Önceki' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LoadingNextPage: Story = { args: { page: 2, total: 47, pageSize: 7, loading: true } };

export const English: Story = {
  args: { page: 1, total: 47, pageSize: 7 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 1 of 7');
    await expect(canvas.getByText('-₺1,000.00')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  args: { items: [], total: 0 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data found.')).toBeVisible();
  },
};

/** On a 375 px phone the table scrolls sideways in its own focusable region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};

/** A pending withdrawal offers Cancel; decided ones and deposits do not. */
export const CancelPendingWithdrawal: Story = {
  args: { onCancelWithdrawal: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const buttons = canvas.getAllByRole('button', { name: /^İptal Et/ });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onCancelWithdrawal).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 2, status: 2 }),
    );
  },
};

/** The cancel request is on its way: the button shows loading. */
export const Cancelling: Story = {
  args: { onCancelWithdrawal: fn(), cancellingId: 106 },
};
