import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { allGameHistory } from './game-history-filter-value';
import { GameHistoryFilters } from './game-history-filters';
import { sampleGameHistory } from './game-history-fixtures';
import { GameHistoryTable } from './game-history-table';

const meta = {
  title: 'Casino/GameHistoryTable',
  component: GameHistoryTable,
  args: { items: sampleGameHistory, timeZone: 'Europe/Istanbul', onPageChange: fn() },
} satisfies Meta<typeof GameHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+₺32,50')).toBeVisible();
    await expect(canvas.getByText('-₺10,00')).toBeVisible();
    await expect(canvas.getByText('İade edildi')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veri bulunamadı.')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Paged: Story = {
  args: { page: 2, total: 47, pageSize: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Sayfa 2 / 12');
  },
};

function Filters() {
  const [value, setValue] = useState(allGameHistory);
  return <GameHistoryFilters value={value} onChange={setValue} />;
}

export const FilterBar: Story = {
  render: () => <Filters />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Kazanç'));
    await expect(canvas.getByRole('radio', { name: 'Kazanç' })).toBeChecked();
  },
};

export const FilterBarInvalidRange: Story = {
  render: () => (
    <GameHistoryFilters
      value={{ kind: 0, fromDate: '2026-11-20', toDate: '2026-11-10' }}
      onChange={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bitiş tarihi başlangıçtan önce olamaz.')).toBeVisible();
  },
};
