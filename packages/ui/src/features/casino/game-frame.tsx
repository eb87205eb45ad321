import { clsx } from 'clsx';
import type { ComponentProps, Ref } from 'react';

export interface GameFrameProps
  extends Omit<ComponentProps<'iframe'>, 'src' | 'srcDoc' | 'sandbox' | 'title' | 'ref'> {
  /** The frame's accessible name, e.g. 'Zar Meyveleri game'. */
  title: string;
  /** The game's address. */
  src?: string;
  /** Markup to run instead of an address (SoftGamings' launch answer). */
  srcDoc?: string;
  /** The sandbox tokens, as the page decides them. */
  sandbox: string;
  ref?: Ref<HTMLIFrameElement>;
}

/** A borderless frame that fills its container and sends no referrer; the page sets the sandbox. */
export function GameFrame({
  title,
  src,
  srcDoc,
  sandbox,
  allow,
  className,
  ref,
  ...props
}: GameFrameProps) {
  return (
    <iframe
      {...props}
      ref={ref}
      className={clsx('zar-game-frame', className)}
      data-slot="game-frame"
      title={title}
      src={src}
      srcDoc={srcDoc}
      sandbox={sandbox}
      allow={allow ?? 'fullscreen; autoplay'}
      referrerPolicy="no-referrer"
    />
  );
}
