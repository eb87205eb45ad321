import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Visual weight of a button: `primary` (accent) is for money actions and the main call to action. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options shared by `Button` and `buttonStyleProps`. */
export interface ButtonStyleOptions {
  /** Visual weight. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `'md'`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. Default `false`. */
  fullWidth?: boolean;
  /** Extra class names, merged after the button's own. Default none. */
  className?: string;
}

/**
 * The attributes that give any element the look of a `Button`, e.g. a router link that reads as
 * a button: `<Link to="/dashboard/deposit" {...buttonStyleProps({ variant: 'primary' })}>`.
 */
export function buttonStyleProps({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}) {
  return {
    className: clsx('zar-button', className),
    'data-slot': 'button',
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  } as const;
}

export interface ButtonProps extends ComponentProps<'button'> {
  /** Visual weight: `primary` (accent) for money actions, `secondary`, or `ghost`. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `'md'`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. Default `false`. */
  fullWidth?: boolean;
  /** An action is running: shows a spinner, sets `aria-busy` and disables the button. Default `false`. */
  loading?: boolean;
}

/** A button for player actions, with primary, secondary and ghost variants and a loading state. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      {...buttonStyleProps({ variant, size, fullWidth, className })}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading ? <span className="zar-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
