import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProviderSlider } from './provider-slider';
import { sampleProviders } from './provider-slider-fixtures';

const meta = {
  title: 'Content/ProviderSlider',
  component: ProviderSlider,
  // Autoplay off: the test-runner must see the same logos every time.
  args: { providers: sampleProviders, autoplay: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProviderSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12 providers: 3 per view below 992 px, 7 from 992 px. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'pragmaticplay' })).toBeInTheDocument();
  },
};
