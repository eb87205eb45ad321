import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityStatementRequest } from '@zar/api-client/contract';
import { expect, fn } from 'storybook/test';
import { ActivityStatementForm } from './activity-statement-form';
import { lastDays } from './statement-days';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/Responsible Gaming/ActivityStatementForm',
  component: ActivityStatementForm,
  parameters: { viewport: { options: viewports } },
  args: {
    rules: activityStatementRequest,
    onDownload: fn(),
    defaultRange: { from: '2026-10-27', to: '2026-11-25' },
  },
} satisfies Meta<typeof ActivityStatementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CSV indir' }));
    await expect(args.onDownload).toHaveBeenCalledWith({ from: '2026-10-27', to: '2026-11-25' });
  },
};

/**
 * Without `defaultRange`: the last 30 days ending today. The days move with the date, so the
 * pictures paint them over and the play function checks them against today's.
 */
export const LastThirtyDays: Story = {
  args: { defaultRange: undefined },
  parameters: { visual: { mask: ['input[type="date"]'] } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CSV indir' }));
    await expect(args.onDownload).toHaveBeenCalledWith(lastDays(30));
  },
};

/** A To day before From is refused on the To field. */
export const InvalidRange: Story = {
  args: { defaultRange: { from: '2026-11-25', to: '2026-11-01' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CSV indir' }));
    await expect(await canvas.findByText(/Bitiş tarihi başlangıçtan önce olamaz/)).toBeVisible();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const English: Story = { globals: { locale: 'en' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
