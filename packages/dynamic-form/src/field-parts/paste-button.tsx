import type { PasteButtonProps } from './field-part-props';

/** The default paste-from-clipboard button: a clipboard icon named by its accessible label. */
export function PasteButton({ label, onClick }: PasteButtonProps) {
  return (
    <button type="button" className="zdf-paste" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="8" y="2" width="8" height="4" rx="1" />
          <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
        </g>
      </svg>
    </button>
  );
}
