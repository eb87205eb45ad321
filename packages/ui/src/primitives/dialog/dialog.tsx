import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';

/**
 * How large a dialog is on desktop; on mobile (below 64em) every size is full screen.
 * `medium` suits most dialogs; `auth` is the login, register, recovery and SMS size (SPEC §2).
 */
export type DialogSize = 'medium' | 'auth';

export interface DialogProps extends Omit<ComponentProps<'dialog'>, 'open' | 'title'> {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the player asks to close: close button, Escape or a browser close request. */
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Accessible name of the close button; pass the translated word. Default `'Close'`. */
  closeLabel?: string;
  /** Desktop size; full screen on mobile whatever the size. Default `'medium'`. */
  size?: DialogSize;
  /**
   * `false`: no close button, and Escape or a browser close request leaves it open, so the player
   * has to answer with one of the dialog's own buttons (the reality check). Default `true`.
   */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal` keeps focus inside and makes the
 * rest of the page inert. Content is rendered only while open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  closeLabel = 'Close',
  size = 'medium',
  dismissible = true,
  className,
  children,
  ref,
  onKeyDown,
  onCancel,
  onClose,
  ...props
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  const setRefs = useCallback(
    (node: HTMLDialogElement | null) => {
      dialogRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // Before the browser paints: a dialog open from its first render shows in that same frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (dismissible) onOpenChange(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // The open state is ours: stop the browser closing the element behind React's back, and keep
    // an enclosing dialog open.
    event.preventDefault();
    event.stopPropagation();
    requestClose();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    onCancel?.(event);
    event.preventDefault();
    // React passes a nested dialog's cancel on to the dialog around it (a game modal): keep it here.
    event.stopPropagation();
    requestClose();
  };

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    onClose?.(event);
    // A close request the page could not cancel still closed the element; bring the state along,
    // or show it again when the player may not dismiss it.
    if (!open) return;
    if (dismissible) requestClose();
    else event.currentTarget.showModal();
  };

  return (
    <dialog
      {...props}
      ref={setRefs}
      className={clsx('zar-dialog', className)}
      data-slot="dialog"
      data-size={size}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      {open ? (
        <div className="zar-dialog__panel">
          <header className="zar-dialog__header">
            <h2 id={titleId} className="zar-dialog__title">
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className="zar-dialog__close"
                aria-label={closeLabel}
                onClick={requestClose}
              >
                <X aria-hidden="true" size={20} strokeWidth={2} />
              </button>
            ) : null}
          </header>
          <div className="zar-dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
