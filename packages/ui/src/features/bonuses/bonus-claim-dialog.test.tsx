import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { BonusClaimDialog } from './bonus-claim-dialog';
import { sampleBonusOffers } from './bonus-fixtures';

const [weekend, loss] = sampleBonusOffers;

describe('BonusClaimDialog', () => {
  it('shows the offer rules and claims only once they are accepted', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <BonusClaimDialog offer={weekend ?? null} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hafta Sonu Yatırım Bonusu: şartlar' });
    expect(dialog).toHaveTextContent('%25, en fazla ₺250,00');
    expect(dialog).toHaveTextContent('10 kat çevrim');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Şartları kabul et ve al' }));
    expect(onConfirm).toHaveBeenCalledWith(weekend);
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('falls back to the written terms when the offer has no rules, and stays shut without an offer', () => {
    const { rerender } = renderWithI18n(
      <BonusClaimDialog offer={loss ?? null} onConfirm={vi.fn()} onCancel={vi.fn()} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('net kaybınızın %10’u');
    expect(screen.getByRole('button', { name: 'Accept the terms and claim' })).toBeEnabled();
    rerender(<BonusClaimDialog offer={null} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed while the claim runs', () => {
    renderWithI18n(
      <BonusClaimDialog offer={weekend ?? null} claiming onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Şartları kabul et ve al/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  });
});
