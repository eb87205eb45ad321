import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RealityCheckBar } from './reality-check-bar';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Casino/RealityCheckBar',
  component: RealityCheckBar,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  args: { elapsedMs: 754_000, net: -25, remainingMs: 17 * 60_000 },
} satisfies Meta<typeof RealityCheckBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NegativeNet: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Oturum özeti' });
    await expect(bar).toHaveTextContent('00:12:34');
    await expect(bar).toHaveTextContent('17 dk');
  },
};

export const PositiveNet: Story = {
  args: { elapsedMs: 4_530_000, net: 1250.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+₺1.250,50')).toBeVisible();
  },
};

/** Under five minutes left the time left turns to the warning colour. */
export const AlmostOutOfTime: Story = { args: { elapsedMs: 6_900_000, remainingMs: 240_000 } };

/** No session time limit, and the net not known yet. */
export const NoLimitNetUnknown: Story = { args: { net: null, remainingMs: null } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Session summary' })).toHaveTextContent(
      'Left17 min',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
