import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleLimits } from './limit-fixtures';
import { LimitsPanel } from './limits-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/Responsible Gaming/LimitsPanel',
  component: LimitsPanel,
  parameters: { viewport: { options: viewports } },
  args: { limits: sampleLimits, onSetLimit: fn(), timeZone: 'Europe/Istanbul' },
} satisfies Meta<typeof LimitsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit set yet: every row reads 'Limit yok' and has no Remove button. */
export const Empty: Story = {
  args: { limits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Limit yok')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Kaldır' })).toBeNull();
  },
};

/** Limits in force; a Turkish amount typed into a row is saved in lira. */
export const WithLimits: Story = {
  args: {
    limits: [
      { kind: 'depositDaily', value: 1000, pending: null },
      { kind: 'depositMonthly', value: 20000, pending: null },
      { kind: 'lossWeekly', value: 500, pending: null },
      { kind: 'sessionMinutes', value: 120, pending: null },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Günlük para yatırma limiti/ }),
      '750,50',
    );
    const row = canvas.getByRole('textbox', { name: /^Günlük para yatırma limiti/ }).closest('li');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Kaydet' }));
    await expect(args.onSetLimit).toHaveBeenCalledWith('depositDaily', 750.5);
  },
};

/** A raised loss limit and a removed reality check waiting their 24 hours. */
export const PendingRaise: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('25.11.2026 14:00 itibarıyla ₺2.000,00', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText('25.11.2026 14:00 itibarıyla kaldırılacak')).toBeVisible();
  },
};

/** The daily deposit limit is being saved. */
export const Saving: Story = {
  args: { savingKind: 'depositDaily' },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Kaydet' });
    await expect(buttons[0]).toHaveAttribute('aria-busy', 'true');
  },
};

/** Invalid input: an amount with three decimals and a minute limit with a fraction. */
export const InvalidInput: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Aylık kayıp limiti/ }), '10,555');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Oturum süresi limiti/ }), '15,5');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Geçerli bir tutar girin (en fazla 2 ondalık).')).toBeVisible();
    await expect(canvas.getByText('1 ile 1440 arasında tam dakika girin.')).toBeVisible();
    await expect(args.onSetLimit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    await expect(canvas.getByText('₺2,000.00 from', { exact: false })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
