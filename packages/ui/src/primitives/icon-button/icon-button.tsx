import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** The accessible name; the icon alone says nothing to a screen reader. Required. */
  label: string;
  /** Size of the square: 36 (`sm`) or 40 px (`md`). Default `'md'`. */
  size?: 'sm' | 'md';
  /** Look: `ghost` (transparent) or `surface` (bordered tile). Default `'ghost'`. */
  variant?: 'ghost' | 'surface';
}

/** A square button that shows an icon and carries its name in `aria-label`. */
export function IconButton({
  label,
  size = 'md',
  variant = 'ghost',
  type = 'button',
  className,
  children,
  ref,
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      className={clsx('zar-icon-button', className)}
      data-slot="icon-button"
      data-size={size}
      data-variant={variant}
    >
      {children}
    </button>
  );
}
