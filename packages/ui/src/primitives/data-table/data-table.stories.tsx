import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DataTable } from './data-table';
import {
  type SampleWin,
  sampleWinColumns,
  sampleWinPagerLabels,
  sampleWins,
  sampleWinTexts,
} from './data-table-fixtures';

/** `DataTable` over sample rows: the shell every history table is a configuration of. */
const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    rows: sampleWins,
    columns: sampleWinColumns,
    rowKey: (win: SampleWin) => win.id,
    ...sampleWinTexts,
  },
} satisfies Meta<typeof DataTable<SampleWin>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: sampleWinTexts.caption })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '22.11.2026' })).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Kazançlar yükleniyor...');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gösterilecek kazanç yok.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Kazançlar yüklenemedi. Lütfen tekrar deneyin.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kazançlar yüklenemedi.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Paged: Story = {
  args: {
    pager: { page: 2, hasNextPage: true, onPageChange: fn(), labels: sampleWinPagerLabels(2, 3) },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Sayfa 2 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki' }));
    await expect(args.pager?.onPageChange).toHaveBeenLastCalledWith(3);
  },
};
