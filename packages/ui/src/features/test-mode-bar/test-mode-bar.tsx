import { clsx } from 'clsx';
import { FlaskConical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

export interface TestModeBarProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The bar's name, read first; default `Test modu` / `Test mode`. */
  label?: string;
  /** What test mode means for a player; default: payments are not real. */
  message?: string;
}

/**
 * The bar a site in test mode shows at the top of every page: its payments are a sandbox, so no
 * money is taken or paid out. It cannot be dismissed, and it is read once by screen readers.
 */
export function TestModeBar({ label, message, className, ...props }: TestModeBarProps) {
  const { t } = useUiTranslation();
  const name = label ?? t('testMode.label');
  return (
    <section
      aria-label={name}
      {...props}
      className={clsx('zar-test-mode-bar', className)}
      data-slot="test-mode-bar"
    >
      <FlaskConical className="zar-test-mode-bar__icon" aria-hidden="true" />
      <p className="zar-test-mode-bar__text">
        <strong>{name}</strong> {message ?? t('testMode.message')}
      </p>
    </section>
  );
}
