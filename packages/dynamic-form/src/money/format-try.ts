let tryFormatter: Intl.NumberFormat | undefined;

/** Formats an amount in lira for a Turkish reader: 1234.5 → '₺1.234,50'. */
export function formatTry(value: number): string {
  tryFormatter ??= new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  return tryFormatter.format(value);
}
