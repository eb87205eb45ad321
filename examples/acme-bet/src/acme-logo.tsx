import { Logo } from '@zar/ui';

/** Acme Bet's mark: a green peak, in place of Zar's die. */
function AcmeMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 31 30H1Z" fill="var(--color-accent)" />
      <path d="M16 13 23 27H9Z" fill="var(--color-bg)" />
    </svg>
  );
}

/** Acme Bet's logo: Zar's Logo with Acme's mark and name, which it scales to fit, never cuts. */
export function AcmeLogo() {
  return <Logo wordmark="Acme Bet" mark={<AcmeMark />} />;
}
