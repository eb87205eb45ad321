import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelfExclusionPanel } from './self-exclusion-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/Responsible Gaming/SelfExclusionPanel',
  component: SelfExclusionPanel,
  parameters: { viewport: { options: viewports } },
  args: { onSelfExclude: fn() },
} satisfies Meta<typeof SelfExclusionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button stays off until the player ticks 'I understand'. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hesabımı kapat' })).toBeDisabled();
  },
};

export const Understood: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /anlıyorum/ }));
    await expect(canvas.getByRole('button', { name: 'Hesabımı kapat' })).toBeEnabled();
  },
};

/** The confirm step for a permanent exclusion; confirming calls back with the period. */
export const ConfirmStep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Kalıcı' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /anlıyorum/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hesabımı kapat' }));
    await expect(canvas.getByRole('heading', { name: 'Hesabınız kapatılsın mı?' })).toHaveFocus();
    await expect(args.onSelfExclude).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Evet, hesabımı kapat' }));
    await expect(args.onSelfExclude).toHaveBeenCalledWith('permanent');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account' }));
    await expect(canvas.getByRole('heading', { name: 'Close your account?' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
