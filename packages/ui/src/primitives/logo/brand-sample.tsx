/** A second brand's mark for stories and tests: a rounded star, drawn in `currentColor`. */
export function AcmeMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="15" fill="currentColor" />
      <path
        d="M16 7l2.6 5.6 6.1.7-4.5 4.2 1.2 6L16 20.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7z"
        fill="var(--color-on-accent)"
      />
    </svg>
  );
}
