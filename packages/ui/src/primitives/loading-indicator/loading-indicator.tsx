import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface LoadingIndicatorProps extends ComponentProps<'div'> {
  /** Text shown under the spinner and announced to screen readers. Default `'Loading...'`. */
  label?: ReactNode;
}

/** A 100 px spinner with a text, announced politely while content loads. */
export function LoadingIndicator({
  label = 'Loading...',
  className,
  ref,
  ...props
}: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      {...props}
      ref={ref}
      className={clsx('zar-loading-indicator', className)}
      data-slot="loading-indicator"
    >
      <span className="zar-loading-indicator__spinner" aria-hidden="true" />
      <span className="zar-loading-indicator__label">{label}</span>
    </div>
  );
}
