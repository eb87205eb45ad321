import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { Celebration, type CelebrationProps } from './celebration';

// jsdom has no canvas: stand in for canvas-confetti and record what it is asked to draw.
const confettiMock = vi.hoisted(() => {
  const fire = Object.assign(vi.fn(), { reset: vi.fn() });
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confettiMock.create } }));

function renderCelebration(props: Partial<CelebrationProps> = {}) {
  const callbacks = { onClaim: vi.fn(), onDeposit: vi.fn(), onLiveChat: vi.fn() };
  const view = renderWithI18n(<Celebration trialBonusAmount={500} {...callbacks} {...props} />);
  return { ...view, ...callbacks };
}

describe('Celebration', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('offers the trial bonus with its amount in lira and claims it with Yes', async () => {
    const { container, onClaim } = renderCelebration();
    expect(screen.getByRole('heading', { name: 'Tebrikler!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('₺500,00 deneme bonusu sizi bekliyor');
    expect(screen.queryByRole('button', { name: 'Para Yatır' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evet' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('formats the amount in the active language', () => {
    renderCelebration({ trialBonusAmount: 1250 });
    expect(screen.getByRole('status')).toHaveTextContent('₺1.250,00');
  });

  it('offers Deposit and Live Chat without a trial bonus', async () => {
    const { container, onDeposit, onLiveChat } = renderCelebration({ trialBonusAmount: 0 });
    expect(screen.queryByRole('button', { name: 'Evet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    await userEvent.click(screen.getByRole('button', { name: 'Canlı Destek' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
    expect(onLiveChat).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps Yes busy while the claim is sent', () => {
    renderCelebration({ claiming: true });
    const yes = screen.getByRole('button', { name: 'Evet' });
    expect(yes).toBeDisabled();
    expect(yes).toHaveAttribute('aria-busy', 'true');
  });

  it('hides the heading inside a dialog that already has it', () => {
    renderCelebration({ showTitle: false });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('bursts 150 particles on its own hidden canvas when shown, honouring reduced motion', () => {
    const { container } = renderCelebration();
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(confettiMock.create).toHaveBeenCalledWith(
      canvas,
      expect.objectContaining({ resize: true, disableForReducedMotion: true }),
    );
    expect(confettiMock.fire).toHaveBeenCalledTimes(1);
    expect(confettiMock.fire).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 150, disableForReducedMotion: true }),
    );
  });

  it('bursts again and confirms once the bonus is claimed, and clears the confetti on unmount', () => {
    const callbacks = { onClaim: vi.fn(), onDeposit: vi.fn(), onLiveChat: vi.fn() };
    const { rerender, unmount } = renderWithI18n(
      <Celebration trialBonusAmount={500} claiming {...callbacks} />,
    );
    rerender(<Celebration trialBonusAmount={500} claimed {...callbacks} />);
    expect(confettiMock.fire).toHaveBeenCalledTimes(2);
    expect(confettiMock.fire).toHaveBeenLastCalledWith(
      expect.objectContaining({ particleCount: 150 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '₺500,00 deneme bonusu hesabınıza eklendi.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    expect(confettiMock.fire.reset).toHaveBeenCalled();
  });
});
