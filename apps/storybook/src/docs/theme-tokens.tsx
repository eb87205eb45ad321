import { type ThemeTokenGroup, themeNames, themeTokens } from '@zar/ui/theme';
import { useLayoutEffect, useRef, useState } from 'react';

const groupTitles: Record<ThemeTokenGroup, string> = {
  color: 'Colour (set by every theme)',
  typography: 'Type',
  space: 'Space',
  shape: 'Shape',
  layer: 'Layers',
  motion: 'Motion',
  focus: 'Focus',
  layout: 'Layout',
};

/** The value a CSS variable has inside the element: what the theme around it resolves it to. */
function useTokenValue(cssVariable: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(cssVariable).trim());
  }, [cssVariable]);
  return [ref, value] as const;
}

function Swatch({ cssVariable, colour }: { cssVariable: string; colour: boolean }) {
  const [ref, value] = useTokenValue(cssVariable);
  return (
    <span ref={ref} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {colour && (
        <span
          aria-hidden
          style={{
            width: 28,
            height: 28,
            flex: 'none',
            borderRadius: 6,
            background: `var(${cssVariable})`,
            border: '1px solid var(--color-border)',
          }}
        />
      )}
      <code style={{ fontSize: 12, color: 'var(--color-text)', background: 'none' }}>{value}</code>
    </span>
  );
}

const cell = { padding: '8px 12px', verticalAlign: 'middle', textAlign: 'left' } as const;

/**
 * Every token of `themeTokens`, one row each: its variable, what it is for, and its value in each
 * built-in theme, read from a `data-theme` container (a colour shows as a swatch).
 */
export function ThemeTokens({ group }: { group?: ThemeTokenGroup }) {
  const groups = group ? [group] : (Object.keys(groupTitles) as ThemeTokenGroup[]);
  return (
    <>
      {groups.map((name) => {
        const tokens = themeTokens.filter((token) => token.group === name);
        const perTheme = name === 'color';
        return (
          <section key={name} style={{ marginBlock: 24 }}>
            <h3>{groupTitles[name]}</h3>
            <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
              <thead>
                <tr>
                  <th style={cell}>Token</th>
                  <th style={cell}>For</th>
                  {(perTheme ? themeNames : (['zar'] as const)).map((theme) => (
                    <th key={theme} style={cell}>
                      {perTheme ? theme : 'Value'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.name}>
                    <td style={cell}>
                      <code>{token.cssVariable}</code>
                    </td>
                    <td style={cell}>{token.description}</td>
                    {(perTheme ? themeNames : (['zar'] as const)).map((theme) => (
                      <td
                        key={theme}
                        data-theme={theme}
                        style={{ ...cell, background: 'var(--color-bg)', minWidth: 120 }}
                      >
                        <Swatch cssVariable={token.cssVariable} colour={perTheme} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

/** A small sample of each theme: text and an accent button on its page and surface colours. */
export function ThemeSamples() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      {themeNames.map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{
            background: 'var(--color-bg)',
            color: 'var(--color-text)',
            padding: 16,
            borderRadius: 12,
            fontFamily: 'var(--font-family-text)',
          }}
        >
          <div
            style={{
              background: 'var(--color-surface)',
              border: '1px solid var(--color-border)',
              borderRadius: 'var(--radius-card)',
              padding: 16,
              display: 'grid',
              gap: 8,
            }}
          >
            <strong style={{ fontFamily: 'var(--font-family-heading)', fontSize: 20 }}>
              {theme}
            </strong>
            <span style={{ color: 'var(--color-text-muted)' }}>Bakiye 1.234,56 ₺</span>
            <span
              style={{
                background: 'var(--color-accent)',
                color: 'var(--color-on-accent)',
                borderRadius: 'var(--radius-control)',
                padding: '8px 16px',
                fontWeight: 600,
                justifySelf: 'start',
              }}
            >
              Para Yatır
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}
