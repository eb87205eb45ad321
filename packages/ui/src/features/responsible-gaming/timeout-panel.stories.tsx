import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimeoutPanel } from './timeout-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/Responsible Gaming/TimeoutPanel',
  component: TimeoutPanel,
  parameters: { viewport: { options: viewports } },
  args: { exclusion: null, onTakeTimeout: fn(), timeZone: 'Europe/Istanbul' },
} satisfies Meta<typeof TimeoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '24 saat' })).toBeChecked();
  },
};

/** The confirm step after choosing 7 days; confirming calls back with the period. */
export const ConfirmStep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '7 gün' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mola ver' }));
    await expect(canvas.getByRole('heading', { name: '7 gün mola verilsin mi?' })).toHaveFocus();
    await expect(args.onTakeTimeout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Evet, mola ver' }));
    await expect(args.onTakeTimeout).toHaveBeenCalledWith('7d');
  },
};

/** The confirm step while the time-out call runs. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mola ver' }));
    await expect(canvas.getByRole('button', { name: 'Evet, mola ver' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const TimeoutActive: Story = {
  args: { exclusion: { kind: 'timeout', until: '2026-11-25T11:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('25.11.2026 14:00');
  },
};

export const SelfExcluded: Story = {
  args: { exclusion: { kind: 'selfExclusion', until: '2027-05-25T11:00:00.000Z' } },
};

export const English: Story = { globals: { locale: 'en' } };

export const EnglishTimeoutActive: Story = {
  args: { exclusion: { kind: 'timeout', until: '2026-11-25T11:00:00.000Z' } },
  globals: { locale: 'en' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
