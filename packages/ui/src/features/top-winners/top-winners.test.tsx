import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { maskPlayerName } from './mask-player-name';
import { type TopWinner, TopWinners } from './top-winners';

const winners: TopWinner[] = [
  {
    image: '/g1.svg',
    game: 'Sweet Bonanza',
    name: 'ahmet123',
    amount: 12500.5,
    currencySymbol: '₺',
  },
  { image: '/g2.svg', game: 'Aviator', name: 'zeynep', amount: 840, currencySymbol: '₺' },
];

describe('TopWinners', () => {
  it('lists each win once for screen readers, with a masked name and the amount', async () => {
    const { container } = renderWithI18n(<TopWinners winners={winners} />);
    expect(screen.getByRole('region', { name: 'Son Kazananlar' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ah***3');
    expect(items[0]).toHaveTextContent('Sweet Bonanza ile kazandı');
    expect(items[0]).toHaveTextContent('₺12.500,50');
    expect(items[0]).not.toHaveTextContent('ahmet123');
    // The seamless loop's copy is there for the eye only.
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('[data-scrolling]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('formats amounts in the reader language', () => {
    renderWithI18n(<TopWinners winners={winners} />, { locale: 'en' });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('₺12,500.50');
    expect(screen.getByRole('heading', { name: 'Top Winners' })).toBeInTheDocument();
  });

  it('does not duplicate or animate when scrolling is off', () => {
    const { container } = renderWithI18n(<TopWinners winners={winners} scrolling={false} />);
    expect(container.querySelector('ul[aria-hidden="true"]')).toBeNull();
    expect(container.querySelector('[data-scrolling]')).toBeNull();
  });

  it('says so when there are no winners', () => {
    renderWithI18n(<TopWinners winners={[]} />);
    expect(screen.getByText('Henüz kazanan yok.')).toBeInTheDocument();
  });
});

describe('maskPlayerName', () => {
  it('keeps the first two and the last character', () => {
    expect(maskPlayerName('ahmet123')).toBe('ah***3');
    expect(maskPlayerName('ışıl')).toBe('ış***l');
    expect(maskPlayerName('ali')).toBe('a***');
    expect(maskPlayerName('a***t')).toBe('a***t');
  });
});
