import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneReminderBanner } from './phone-reminder-banner';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/PhoneReminderBanner',
  component: PhoneReminderBanner,
  args: { onVerify: fn(), onDismiss: fn() },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof PhoneReminderBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unverified player's reminder: 'Telefonu Doğrula' opens the verification. */
export const Unverified: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Telefonu Doğrula' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Hatırlatmayı kapat' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Without a close button, on a 375 px phone. */
export const Phone: Story = {
  args: { onDismiss: undefined },
  globals: { viewport: { value: 'mobile375' } },
};

/** The reminder in English. */
export const English: Story = { globals: { locale: 'en' } };
