import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** One image file of a picture with its intrinsic size, so the browser reserves its space. */
export interface PictureImage {
  /** Address of the image file. */
  src: string;
  /** Intrinsic width in CSS pixels. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
}

/** Viewport widths where a picture switches to a larger file (SPEC §9: 992 and 1200 px). */
export const pictureBreakpoints = { medium: 992, large: 1200 } as const;

export interface ResponsivePictureProps
  extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'> {
  /** The image below 992 px (and the fallback everywhere). */
  image: PictureImage;
  /** The image from 992 px; default none (the default image is used). */
  medium?: PictureImage;
  /** The image from 1200 px; default none (the medium or default image is used). */
  large?: PictureImage;
  /** Text alternative; `''` for decorative artwork. */
  alt: string;
  /** The page's largest image (LCP): loads eagerly with high priority instead of lazily. Default `false`. */
  priority?: boolean;
  /** Class names of the `<picture>` element; `className` goes to the `<img>`. */
  pictureClassName?: string;
}

/**
 * A `<picture>` that serves the medium image from 992 px and the large one from 1200 px, with
 * explicit sizes for every source so nothing shifts while it loads.
 */
export function ResponsivePicture({
  image,
  medium,
  large,
  alt,
  priority = false,
  className,
  pictureClassName,
  ...props
}: ResponsivePictureProps) {
  return (
    <picture className={clsx('zar-responsive-picture', pictureClassName)} data-slot="picture">
      {large ? (
        <source
          media={`(min-width: ${pictureBreakpoints.large}px)`}
          srcSet={large.src}
          width={large.width}
          height={large.height}
        />
      ) : null}
      {medium ? (
        <source
          media={`(min-width: ${pictureBreakpoints.medium}px)`}
          srcSet={medium.src}
          width={medium.width}
          height={medium.height}
        />
      ) : null}
      <img
        {...props}
        className={clsx('zar-responsive-picture__image', className)}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}

/** Intrinsic sizes of the three files of a server picture (default, medium from 992, large from 1200 px). */
export interface PictureSizes {
  /** Size of the default image, below 992 px. */
  default: { width: number; height: number };
  /** Size of the medium image, from 992 px. */
  medium: { width: number; height: number };
  /** Size of the large image, from 1200 px. */
  large: { width: number; height: number };
}

/**
 * The server's image list (index 0 default, 1 large from 1200 px, 2 medium from 992 px — banners
 * and the popup alike, SPEC §3) as `ResponsivePicture` props; null without a default image.
 */
export function pictureFromServerImages(
  images: readonly { url: string }[],
  sizes: PictureSizes,
): Pick<ResponsivePictureProps, 'image' | 'medium' | 'large'> | null {
  const [fallback, large, medium] = images;
  if (!fallback) return null;
  return {
    image: { src: fallback.url, ...sizes.default },
    medium: medium ? { src: medium.url, ...sizes.medium } : undefined,
    large: large ? { src: large.url, ...sizes.large } : undefined,
  };
}
