import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/button/button';

export interface ConfirmStepProps {
  /** The question, e.g. 'Close your account?'. */
  title: string;
  /** What happens when the player confirms. */
  text: string;
  /** The confirming button's words. */
  confirmLabel: string;
  /** The button that goes back to the form. */
  cancelLabel: string;
  /** Called when the player confirms. */
  onConfirm: () => void;
  /** Called when the player goes back without confirming. */
  onCancel: () => void;
  /** The call is running: the confirming button shows a spinner and nothing can be pressed. */
  busy: boolean;
}

/**
 * The inline second step of a serious action: the question and what follows, a confirming button
 * and a way back. Its question takes the focus when it appears, so it is read first.
 */
export function ConfirmStep({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmStepProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <div className="zar-rg-confirm" data-slot="confirm-step">
      <h3 className="zar-rg-confirm__title" ref={titleRef} tabIndex={-1}>
        <TriangleAlert aria-hidden="true" size={20} />
        {title}
      </h3>
      <p className="zar-rg-confirm__text">{text}</p>
      <div className="zar-rg-panel__actions">
        <Button loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
