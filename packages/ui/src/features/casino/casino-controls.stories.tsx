import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CasinoSearchField } from './casino-search-field';
import { CategoryFilterTabs } from './category-filter-tabs';

const meta = {
  title: 'Casino/Search and filters',
  component: CasinoSearchField,
  args: { value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof CasinoSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySearch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Oyun ara' })).toBeVisible();
  },
};

export const Typed: Story = {
  args: { value: 'rulet' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aramayı temizle' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

const liveOptions = [
  { id: 'all', label: 'Tümü' },
  { id: '5', label: 'Canlı Rulet' },
  { id: '6', label: 'Canlı Blackjack' },
  { id: '7', label: 'Canlı Poker' },
  { id: '8', label: 'Canlı Bakara' },
  { id: '9', label: 'Canlı Krupiye' },
];

function LiveFilters() {
  const [value, setValue] = useState('all');
  return (
    <CategoryFilterTabs
      label="Canlı casino kategorileri"
      options={liveOptions}
      value={value}
      onChange={setValue}
    />
  );
}

export const LiveCategoryFilters: Story = {
  render: () => <LiveFilters />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Canlı Rulet' }));
    await expect(canvas.getByRole('button', { name: 'Canlı Rulet' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Tümü' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
