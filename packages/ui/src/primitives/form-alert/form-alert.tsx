import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';

export interface FormAlertProps extends Omit<ComponentProps<'p'>, 'children' | 'role'> {
  /** The server's message about the last submission; nothing renders without one. */
  message: string | null | undefined;
}

/**
 * The server's answer to a form's submission, shown beside the form (a `role="alert"`, read out
 * as it appears): the refusal a toast also carries, kept in sight while the player corrects the
 * form (issue 21). It scrolls itself into view when it appears.
 */
export function FormAlert({ message, className, ...props }: FormAlertProps) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p {...props} ref={alert} role="alert" className={clsx('zar-form-alert', className)}>
      <CircleAlert className="zar-form-alert__icon" aria-hidden="true" size={18} />
      <span className="zar-form-alert__message">{message}</span>
    </p>
  );
}
