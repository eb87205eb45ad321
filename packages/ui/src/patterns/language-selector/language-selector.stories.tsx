import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSelector } from './language-selector';

const meta = {
  title: 'Layout/LanguageSelector',
  component: LanguageSelector,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { languages: [{ code: 'tr' }, { code: 'en' }], value: 'tr', onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Dil' });
    await expect(select).toHaveValue('tr');
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

export const Placeholder: Story = {
  args: { value: undefined },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'Select Language',
    );
  },
};

export const Compact: Story = { args: { variant: 'compact', value: 'en' } };
