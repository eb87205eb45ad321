import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePalette } from './theme-palette';

const meta = {
  title: 'Foundations/Theme palette',
  component: ThemePalette,
} satisfies Meta<typeof ThemePalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zar: Story = { globals: { theme: 'zar' } };

export const Lale: Story = { globals: { theme: 'lale' } };

export const Inci: Story = { globals: { theme: 'inci' } };
