import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ProofOfWorkCheck } from './proof-of-work-check';
import { checkChallenge } from './story-challenges';

const meta = {
  title: 'Account/ProofOfWorkCheck',
  component: ProofOfWorkCheck,
  args: {
    challenge: checkChallenge,
    onSolved: fn(),
    onStateChange: fn(),
    message:
      'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
  },
} satisfies Meta<typeof ProofOfWorkCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked, not started: the player ticks the box (Space on the focused checkbox) to start it. */
export const Waiting: Story = {
  args: { autoStart: false },
  play: async ({ args, canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', { name: 'Robot değilim' });
    await expect(args.onSolved).not.toHaveBeenCalled();
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSolved).toHaveBeenCalledWith(expect.any(String)), {
      timeout: 15_000,
    });
  },
};

/** As the forms show it: it starts at once and is solved in a moment. */
export const Solved: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onSolved).toHaveBeenCalledWith(expect.any(String)), {
      timeout: 15_000,
    });
    await expect(await canvas.findByText('Doğrulandı')).toBeVisible();
  },
};

/** The work could not be done (e.g. no workers): the player can tick the box again. */
export const Failed: Story = {
  args: { mockError: true },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onStateChange).toHaveBeenCalledWith('error'), {
      timeout: 15_000,
    });
    await expect(await canvas.findByRole('checkbox', { name: 'Robot değilim' })).toBeEnabled();
    await expect(args.onSolved).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: {
    autoStart: false,
    message:
      'There have been many attempts. To go on, a short check is needed; your browser completes it by itself in a few seconds.',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  },
};
