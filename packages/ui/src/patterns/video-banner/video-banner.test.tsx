import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { VideoBanner } from './video-banner';

describe('VideoBanner', () => {
  it('shows the title over a muted, looping, hidden background video', async () => {
    const { container } = renderWithI18n(
      <VideoBanner title="Canlı masalarda gerçek krupiyeler" videoUrl="/media/casino.mp4" />,
    );
    expect(screen.getByRole('region', { name: 'Casino tanıtımı' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Canlı masalarda gerçek krupiyeler' }),
    ).toBeInTheDocument();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/casino.mp4');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('controls');
    expect(video.muted).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders nothing without a video url', () => {
    const { container } = renderWithI18n(<VideoBanner title="Casino" videoUrl={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
