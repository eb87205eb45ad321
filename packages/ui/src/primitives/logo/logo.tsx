import { clsx } from 'clsx';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

export interface LogoProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Brand name drawn as the wordmark and used as the logo's accessible name. Default `'Zar'`. */
  wordmark?: string;
  /**
   * The brand mark before the wordmark, sized 1.25em square (an `<svg>` or `<img>`), or `null` for
   * the wordmark alone. Default Zar's die, in the accent colour.
   */
  mark?: ReactNode;
}

/** Zar's brand mark: a die showing five, in the accent colour. */
export function DieMark() {
  return (
    <svg className="zar-logo__die" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
      <g className="zar-logo__pips">
        <circle cx="9.5" cy="9.5" r="2.75" />
        <circle cx="22.5" cy="9.5" r="2.75" />
        <circle cx="16" cy="16" r="2.75" />
        <circle cx="9.5" cy="22.5" r="2.75" />
        <circle cx="22.5" cy="22.5" r="2.75" />
      </g>
    </svg>
  );
}

/**
 * The brand logo: a mark (by default a die in the accent colour) beside the wordmark in the heading
 * font. Its size follows the font size; its width is capped at 240, 200 and 150 px by breakpoint,
 * and a wordmark too long for the cap is drawn smaller to fit rather than cut.
 */
export function Logo({
  wordmark = 'Zar',
  mark = <DieMark />,
  className,
  style,
  ref,
  ...props
}: LogoProps) {
  return (
    <span
      role="img"
      aria-label={wordmark}
      {...props}
      ref={ref}
      className={clsx('zar-logo', className)}
      // The stylesheet shrinks the wordmark by its length (CSS cannot measure text).
      style={{ '--zar-logo-chars': Math.max(wordmark.length, 1), ...style } as CSSProperties}
      data-slot="logo"
    >
      {mark === null ? null : (
        <span className="zar-logo__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      <span className="zar-logo__wordmark" aria-hidden="true">
        {wordmark}
      </span>
    </span>
  );
}
