import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/button';
import { sampleVideoPoster } from '../banner-carousel/sample-banners';
import { VideoBanner } from './video-banner';

const meta = {
  title: 'Content/VideoBanner',
  component: VideoBanner,
  args: {
    title: 'Gerçek krupiyelerle canlı masalar, 7/24 açık',
    // No video file ships with the stories; the poster stands in for its first frame.
    videoUrl: 'data:video/mp4;base64,',
    posterUrl: sampleVideoPoster,
  },
} satisfies Meta<typeof VideoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a video url: the headline over the muted background video. */
export const WithVideo: Story = {
  args: { action: <Button>Canlı Casino’ya Git</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: meta.args.title })).toBeVisible();
  },
};

/** Without a video url nothing is shown. */
export const WithoutVideo: Story = {
  args: { videoUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
