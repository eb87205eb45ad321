import { Button } from '@zar/ui';

/** Every text colour of a theme on each of its backgrounds, so axe checks the contrast of each pair. */
const backgrounds = ['bg', 'surface', 'surface-2'] as const;
const foregrounds = [
  'text',
  'text-muted',
  'accent',
  'success',
  'danger',
  'warning',
  'info',
] as const;

/** The colour tokens of the active theme, shown as text on each background. */
export function ThemePalette() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {backgrounds.map((background) => (
        <section
          key={background}
          aria-label={`--color-${background}`}
          style={{
            background: `var(--color-${background})`,
            border: 'var(--border-width) solid var(--color-border)',
            borderRadius: 'var(--radius-card)',
            padding: 'var(--space-4)',
          }}
        >
          <h2 style={{ fontSize: 'var(--font-size-md)', marginBottom: 'var(--space-3)' }}>
            --color-{background}
          </h2>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-4)', fontSize: 14 }}>
            {foregrounds.map((foreground) => (
              <li key={foreground} style={{ color: `var(--color-${foreground})` }}>
                {foreground} 1.234,56 ₺ ğşıİçöü
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', gap: 'var(--space-2)', marginTop: 'var(--space-3)' }}>
            <Button size="sm">Para Yatır</Button>
            <Button size="sm" variant="secondary">
              Giriş
            </Button>
            <Button size="sm" variant="ghost">
              Promosyonlar
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}
