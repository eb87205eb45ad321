import type { MouseEvent } from 'react';
import type { LinkProps } from './link';

/** A link for Storybook canvases and previews: it reports the click and never navigates away. */
export function CanvasLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
