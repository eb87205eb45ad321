import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionData } from '@zar/api-client';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { apiUrl, mockApiServer } from '../../test/mock-api-server';
import { realApiForThisFile } from '../../test/real-api';
import { renderRoute } from '../../test/render-route';

// Claims, forfeits and withdrawals are the server's behaviour: the real API, with its seeded offers.
const api = realApiForThisFile();
/** Each test's own player (no trial bonus), with ₺1.250,50 in cash. */
let testSession: SessionData;
beforeEach(async () => {
  testSession = await api.signUp({ trialBonus: false });
  await api.fund(testSession.username, 125_050);
});
const activeBonus = () => api.activeBonus(testSession.username);
const cashMinor = () => api.cashMinor(testSession.username);

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

/** Claims the seed's Slot Tournament Entry Bonus (₺50, 20×) on the server, as if in another tab. */
async function claimOnServer() {
  const response = await fetch(apiUrl('bonus/claim'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${testSession.token}` },
    body: JSON.stringify({ id: 2 }),
  });
  expect(response.status).toBe(200);
}

/** Opens Papara's withdraw form and fills it with ₺100. */
async function fillPaparaWithdrawal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Papara/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Para Çek' });
  const submit = await within(dialog).findByRole('button', { name: 'Çekim Talebi Gönder' });
  await user.type(within(dialog).getByLabelText('Tutar'), '100');
  await user.type(within(dialog).getByLabelText('Papara numarası'), '1234567890');
  await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  return { dialog, submit };
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('bonus money pages (issue 22)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('claims an offer only once its terms are accepted', async () => {
    const success = vi.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/claim-bonus');
    const offer = await screen.findByRole('article', { name: 'Slot Turnuvası Giriş Bonusu' });
    await user.click(within(offer).getByRole('button', { name: 'Talep Et' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Slot Turnuvası Giriş Bonusu: şartlar',
    });
    expect(dialog.textContent).toContain('20 kat çevrim');
    expect(dialog.textContent).toContain('Tek bahiste en fazla ₺50,00');
    expect(await activeBonus()).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Şartları kabul et ve al' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await activeBonus()).toEqual({ offerId: 2 });
    expect(success).toHaveBeenCalledWith(expect.stringContaining('bonus bakiyenize eklendi'));
  });

  it('refuses a second bonus while one is active, with the server message', async () => {
    const error = vi.spyOn(notify, 'error');
    await claimOnServer();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/claim-bonus');
    const offer = await screen.findByRole('article', { name: 'Canlı Casino Masa Bonusu' });
    await user.click(within(offer).getByRole('button', { name: 'Talep Et' }));
    await user.click(await screen.findByRole('button', { name: 'Şartları kabul et ve al' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Slot Turnuvası Giriş Bonusu bonusunuzun çevrimi sürüyor; yeni bir bonus için önce onu tamamlayın veya bonustan vazgeçin.',
      ),
    );
    expect(await activeBonus()).toEqual({ offerId: 2 });
  });

  it('shows the active bonus above the history and forfeits it after a confirmation', async () => {
    const success = vi.spyOn(notify, 'success');
    await claimOnServer();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/bonuses');
    const card = await screen.findByRole('article', { name: 'Slot Turnuvası Giriş Bonusu' });
    const bar = within(card).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(bar.getAttribute('aria-valuetext')).toBe('₺0,00 / ₺1.000,00 çevrildi');
    expect(card.textContent).toMatch(/2 gün 23 saat kaldı/);
    expect(card.compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(within(card).getByRole('button', { name: 'Bonustan vazgeç' }));
    expect(card.textContent).toContain('₺50,00 bonus bakiyenizden silinir');
    expect(await activeBonus()).toEqual({ offerId: 2 });
    await user.click(within(card).getByRole('button', { name: 'Evet, bonustan vazgeç' }));
    expect(await screen.findByText('Çevrimi süren bir bonusunuz yok.')).toBeTruthy();
    expect(await activeBonus()).toBeUndefined();
    expect(success).toHaveBeenCalledWith(
      'Slot Turnuvası Giriş Bonusu bonusundan vazgeçtiniz; bonus bakiyenizdeki ₺50,00 silindi.',
    );
    // The history shows it cancelled.
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('İptal edildi'));
  });

  it('shows a refused forfeit with the server message and keeps the bonus', async () => {
    const error = vi.spyOn(notify, 'error');
    await claimOnServer();
    mockApiServer.use(
      http.post(apiUrl('bonus/forfeit'), () =>
        HttpResponse.json(
          { success: false, message: 'Bu bonus artık aktif değil.' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/bonuses');
    const card = await screen.findByRole('article', { name: 'Slot Turnuvası Giriş Bonusu' });
    await user.click(within(card).getByRole('button', { name: 'Bonustan vazgeç' }));
    await user.click(within(card).getByRole('button', { name: 'Evet, bonustan vazgeç' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bu bonus artık aktif değil.'));
    expect(await activeBonus()).toEqual({ offerId: 2 });
  });

  it('says what a withdrawal forfeits and sends forfeitBonus only once confirmed', async () => {
    await claimOnServer();
    const user = userEvent.setup();
    useSessionStore.getState().signIn(testSession);
    useSessionStore.getState().setBalance({ balance: 1300.5, cash: 1250.5, bonus: 50 });
    renderRoute('/dashboard/withdraw');
    expect(await screen.findByText('Çekilebilir bakiye (nakit): ₺1.250,50')).toBeTruthy();
    const { dialog, submit } = await fillPaparaWithdrawal(user);
    expect(
      await within(dialog).findByText(
        'Çekim talebiniz ₺50,00 bonusunuzu iptal eder (Slot Turnuvası Giriş Bonusu).',
      ),
    ).toBeTruthy();

    await user.click(submit);
    const question = await within(dialog).findByRole('heading', {
      name: 'Bonusunuz iptal edilsin mi?',
    });
    expect(document.activeElement).toBe(question);
    expect(await cashMinor()).toBe(125_050);
    await user.click(within(dialog).getByRole('button', { name: 'Geri dön' }));
    expect((within(dialog).getByLabelText('Tutar') as HTMLInputElement).value).toBe('100,00');

    await user.click(submit);
    await user.click(await within(dialog).findByRole('button', { name: 'Bonustan vazgeç ve çek' }));
    // One Papara withdrawal of ₺100 is held from the cash, and the bonus is gone.
    await waitFor(async () => expect(await activeBonus()).toBeUndefined());
    expect(await cashMinor()).toBe(125_050 - 10_000);
  });

  it('asks with the server message when the server answers 409 bonus_forfeit_required', async () => {
    const error = vi.spyOn(notify, 'error');
    // The site saw no active bonus (claimed meanwhile elsewhere); the server knows one.
    mockApiServer.use(
      http.get(apiUrl('bonus/active'), () =>
        HttpResponse.json({ success: true, message: null, data: [] }),
      ),
    );
    await claimOnServer();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/withdraw');
    const { dialog, submit } = await fillPaparaWithdrawal(user);
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Çekim talebi Slot Turnuvası Giriş Bonusu bonusunuzu iptal eder: bonus bakiyenizdeki ₺50,00 silinir. Onaylıyorsanız talebi yeniden gönderin.',
      ),
    ).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Bonustan vazgeç ve çek' }));
    await waitFor(async () => expect(await activeBonus()).toBeUndefined());
    expect(await cashMinor()).toBe(125_050 - 10_000);
  });

  it('shows cash and bonus under the total in the side menu', async () => {
    await claimOnServer();
    renderAsPlayer('/dashboard/bonuses');
    const menu = await screen.findByRole('navigation', { name: 'Hesap bölümü' });
    await waitFor(() => expect(within(menu).getByText('Nakit')).toBeTruthy());
    const facts = within(menu)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts.slice(0, 3)).toEqual(['₺1.300,50', '₺1.250,50', '₺50,00']);
  });
});
