import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface LogoProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Brand name drawn as the wordmark and used as the logo's accessible name. Default `'Zar'`. */
  wordmark?: string;
}

/**
 * The brand logo: a die mark in the accent colour beside the wordmark in the heading font.
 * Its size follows the font size; its width is capped at 240, 200 and 150 px by breakpoint.
 */
export function Logo({ wordmark = 'Zar', className, ref, ...props }: LogoProps) {
  return (
    <span
      role="img"
      aria-label={wordmark}
      {...props}
      ref={ref}
      className={clsx('zar-logo', className)}
      data-slot="logo"
    >
      <svg className="zar-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
        <g className="zar-logo__pips">
          <circle cx="9.5" cy="9.5" r="2.75" />
          <circle cx="22.5" cy="9.5" r="2.75" />
          <circle cx="16" cy="16" r="2.75" />
          <circle cx="9.5" cy="22.5" r="2.75" />
          <circle cx="22.5" cy="22.5" r="2.75" />
        </g>
      </svg>
      <span className="zar-logo__wordmark" aria-hidden="true">
        {wordmark}
      </span>
    </span>
  );
}
