import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestModeBar } from './test-mode-bar';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Layout/TestModeBar',
  component: TestModeBar,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
} satisfies Meta<typeof TestModeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Test modu' })).toHaveTextContent(
      'Test modu Bu sitedeki ödemeler gerçek değildir: para alınmaz ve ödenmez.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Test mode' })).toHaveTextContent(
      'Payments on this site are not real',
    );
  },
};

/** At the narrowest phone the message wraps under the bar's name, nothing is cut. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** A brand's own words. */
export const CustomText: Story = {
  args: { label: 'Demo', message: 'Oyunlar ve ödemeler yalnızca gösterim içindir.' },
};
