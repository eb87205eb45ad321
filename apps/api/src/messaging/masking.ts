/**
 * A recipient as logs and the operator see it: enough to tell two apart, not enough to contact
 * anyone. `ayse@example.com` → `a***@example.com`, `905301234567` → `90******4567`.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  if (digits.length < 7) return '***';
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 6)}${digits.slice(-4)}`;
}

/**
 * A provider's error text with any e-mail address or run of six or more digits (a phone, a code)
 * in it masked: an SMTP server's refusal quotes the address, a gateway's may quote the number.
 * Shorter numbers stay: they are the provider's error codes (Twilio's 21211) and statuses.
 */
export function scrubbed(text: string): string {
  return text
    .replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, (address) => maskRecipient(address))
    .replace(/\+?\d{6,}/g, '***');
}
