import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { HtmlContent } from './html-content';

describe('HtmlContent', () => {
  it('renders the given HTML as the page content', async () => {
    const { container } = render(
      <HtmlContent
        html={
          '<h2>Bonus Kuralları</h2><p>Çevrim şartı <a href="/pages/3">burada</a>.</p><ul><li>Bir</li></ul><table><thead><tr><th>Tür</th></tr></thead><tbody><tr><td>Spor</td></tr></tbody></table>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bonus Kuralları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'burada' })).toHaveAttribute('href', '/pages/3');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('zar-html-content');
    expect(await axeViolations(container)).toEqual([]);
  });
});
