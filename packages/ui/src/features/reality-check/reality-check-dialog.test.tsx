import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { RealityCheckDialog, type RealityCheckDialogProps } from './reality-check-dialog';

function renderDialog(props: Partial<RealityCheckDialogProps> = {}, locale: 'tr' | 'en' = 'tr') {
  const handlers = { onContinue: vi.fn(), onStop: vi.fn(), onViewHistory: vi.fn() };
  const view = renderWithI18n(
    <RealityCheckDialog
      open
      elapsedMs={3_900_000}
      staked={150}
      won={125}
      net={-25}
      {...handlers}
      {...props}
    />,
    { locale },
  );
  return { ...view, ...handlers };
}

describe('RealityCheckDialog', () => {
  it('says how long the player has played and the result, starting on Continue', async () => {
    const { container } = renderDialog({}, 'en');
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 1 h 5 min in this session.');
    expect(dialog).toHaveTextContent(/Staked ₺150\.00, won ₺125\.00, net −₺25\.00\./);
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads in Turkish, in minutes under an hour', () => {
    renderDialog({ elapsedMs: 45 * 60_000, net: 10, won: 60, staked: 50 });
    const dialog = screen.getByRole('dialog', { name: 'Gerçeklik kontrolü' });
    expect(dialog).toHaveTextContent('Bu oturumdaki oyun süreniz: 45 dk.');
    expect(dialog).toHaveTextContent('Toplam bahis ₺50,00, kazanç ₺60,00, net sonuç +₺10,00.');
  });

  it('calls back for each of its three choices', async () => {
    const { onContinue, onStop, onViewHistory } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Oynamaya devam et' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oyunu bırak' }));
    await userEvent.click(screen.getByRole('button', { name: 'Geçmişi görüntüle' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onStop).toHaveBeenCalledOnce();
    expect(onViewHistory).toHaveBeenCalledOnce();
  });

  it('stays open on Escape and has no close button: the player has to choose', () => {
    const { onContinue, onStop } = renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).toHaveAttribute('open');
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(onContinue).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
