import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import { expect, fn } from 'storybook/test';
import { allFinancialActivities } from './financial-activities-filter-value';
import { FinancialActivitiesFilters } from './financial-activities-filters';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Payments/FinancialActivitiesFilters',
  component: FinancialActivitiesFilters,
  parameters: { viewport: { options: viewports } },
  args: { value: allFinancialActivities, onChange: fn() },
} satisfies Meta<typeof FinancialActivitiesFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Para Yatırma' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Durum' }), 'Onaylandı');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrele' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      kind: TransactionKind.Deposit,
      status: TransactionStatus.Confirmed,
    });
  },
};

export const Filled: Story = {
  args: {
    value: {
      kind: TransactionKind.Withdraw,
      status: TransactionStatus.Pending,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Para Çekme' })).toBeChecked();
    await expect(canvas.getByLabelText('Başlangıç tarihi')).toHaveValue('2026-11-01');
  },
};

export const InvalidRange: Story = {
  args: { value: { kind: TransactionKind.All, fromDate: '2026-11-20', toDate: '2026-11-10' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Bitiş tarihi, başlangıç tarihinden önce olamaz.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrele' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Bitiş tarihi')).toHaveFocus();
  },
};

export const English: Story = {
  args: Filled.args,
  globals: { locale: 'en' },
};

export const InvalidRangeEnglish: Story = {
  args: InvalidRange.args,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The To date cannot be before the From date.')).toBeVisible();
  },
};

/** Stacked on a 375 px phone, the two days side by side. */
export const Mobile: Story = {
  args: Filled.args,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
