import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { usePrefersReducedMotion } from '../banner-carousel/use-prefers-reduced-motion';

export interface VideoBannerProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** Headline over the video (the video info's `title1`). */
  title: string;
  /** Address of the background video; without one the banner renders nothing. */
  videoUrl: string | null | undefined;
  /** Image shown before the video plays and under reduced motion; default none. */
  posterUrl?: string;
  /** Call to action under the headline, e.g. a link to the lobby; default none. */
  action?: ReactNode;
}

/**
 * The casino video banner: a headline over a muted, looping background video at low opacity.
 * The video is decoration (hidden from assistive technology) and stays paused under reduced motion.
 */
export function VideoBanner({
  title,
  videoUrl,
  posterUrl,
  action,
  className,
  ...props
}: VideoBannerProps) {
  const { t } = useUiTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the video element mounts only with a url
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; the attribute tells browsers (and audits) that
    // this autoplaying video is silent, which is what allows it to autoplay at all.
    video.muted = true;
    video.setAttribute('muted', '');
    if (reducedMotion) video.pause();
    else Promise.resolve(video.play?.()).catch(() => {});
  }, [reducedMotion, videoUrl]);

  if (!videoUrl) return null;

  return (
    <section
      aria-label={t('videoBanner.label')}
      {...props}
      className={clsx('zar-video-banner', className)}
      data-slot="video-banner"
    >
      <video
        ref={videoRef}
        className="zar-video-banner__video"
        src={videoUrl}
        poster={posterUrl}
        muted
        loop
        autoPlay={!reducedMotion}
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      />
      <div className="zar-video-banner__content">
        <p className="zar-video-banner__eyebrow">{t('videoBanner.eyebrow')}</p>
        <h2 className="zar-video-banner__title">{title}</h2>
        {action ? <div className="zar-video-banner__action">{action}</div> : null}
      </div>
    </section>
  );
}
