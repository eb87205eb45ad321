import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import {
  apiUrl,
  mockApi,
  mockApiServer,
  statefulMockForThisFile,
} from '../../test/mock-api-server';
import { renderRoute } from '../../test/render-route';
import { testSession } from '../../test/test-session';

// Its games, methods and offers are the mock's fixtures, not the API's seed (issue 23, open).
statefulMockForThisFile();

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

const demo = () => {
  const player = mockApi.state.players.get('demo1');
  if (!player) throw new Error('the mock API has no demo1');
  return player;
};

/** Claims the Slot Tournament Entry Bonus (₺50, 20×) in the mock, as if in another tab. */
async function claimInMock() {
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
  await user.type(within(dialog).getByLabelText('Papara Numarası'), '1234567890');
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
    expect(dialog.textContent).toContain('Tek bahiste en fazla ₺25,00');
    expect(demo().activeBonus).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Şartları kabul et ve al' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo().activeBonus).toMatchObject({ offerId: 2, balanceMinor: 5000 });
    expect(success).toHaveBeenCalledWith(expect.stringContaining('bonus bakiyenize eklendi'));
  });

  it('refuses a second bonus while one is active, with the server message', async () => {
    const error = vi.spyOn(notify, 'error');
    await claimInMock();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/claim-bonus');
    const offer = await screen.findByRole('article', { name: 'Canlı Casino Masa Bonusu' });
    await user.click(within(offer).getByRole('button', { name: 'Talep Et' }));
    await user.click(await screen.findByRole('button', { name: 'Şartları kabul et ve al' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('Çevrimi süren bir bonusunuz var'),
      ),
    );
    expect(demo().activeBonus?.offerId).toBe(2);
  });

  it('shows the active bonus above the history and forfeits it after a confirmation', async () => {
    const success = vi.spyOn(notify, 'success');
    await claimInMock();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/bonuses');
    const card = await screen.findByRole('article', { name: 'Slot Turnuvası Giriş Bonusu' });
    const bar = within(card).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(bar.getAttribute('aria-valuetext')).toBe('₺0,00 / ₺1.000,00 çevrildi');
    expect(card.textContent).toMatch(/6 gün 23 saat kaldı/);
    expect(card.compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(within(card).getByRole('button', { name: 'Bonustan vazgeç' }));
    expect(card.textContent).toContain('₺50,00 bonus bakiyenizden silinir');
    expect(demo().activeBonus).not.toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Evet, bonustan vazgeç' }));
    expect(await screen.findByText('Çevrimi süren bir bonusunuz yok.')).toBeTruthy();
    expect(demo().activeBonus).toBeNull();
    expect(success).toHaveBeenCalledWith(
      'Slot Turnuvası Giriş Bonusu iptal edildi; 50,00 ₺ bonus bakiyenizden silindi.',
    );
    // The history shows it cancelled.
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('İptal edildi'));
  });

  it('shows a refused forfeit with the server message and keeps the bonus', async () => {
    const error = vi.spyOn(notify, 'error');
    await claimInMock();
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
    expect(demo().activeBonus).not.toBeNull();
  });

  it('says what a withdrawal forfeits and sends forfeitBonus only once confirmed', async () => {
    await claimInMock();
    const user = userEvent.setup();
    useSessionStore.getState().signIn(testSession);
    useSessionStore.getState().setBalance({ balance: 1300.5, cash: 1250.5, bonus: 50 });
    const filed = demo().financialActivities.length;
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
    expect(demo().financialActivities).toHaveLength(filed);
    await user.click(within(dialog).getByRole('button', { name: 'Geri dön' }));
    expect((within(dialog).getByLabelText('Tutar') as HTMLInputElement).value).toBe('100,00');

    await user.click(submit);
    await user.click(await within(dialog).findByRole('button', { name: 'Bonustan vazgeç ve çek' }));
    await waitFor(() => expect(demo().activeBonus).toBeNull());
    expect(demo().financialActivities).toHaveLength(filed + 1);
    expect(demo().financialActivities[0]).toMatchObject({ methodName: 'Papara', amount: 100 });
    expect(demo().balanceMinor).toBe(125_050 - 10_000);
  });

  it('asks with the server message when the server answers 409 bonus_forfeit_required', async () => {
    const error = vi.spyOn(notify, 'error');
    // The site saw no active bonus (claimed meanwhile elsewhere); the server knows one.
    mockApiServer.use(
      http.get(apiUrl('bonus/active'), () =>
        HttpResponse.json({ success: true, message: null, data: [] }),
      ),
    );
    await claimInMock();
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/withdraw');
    const { dialog, submit } = await fillPaparaWithdrawal(user);
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Çekim talebiniz 50,00 ₺ tutarındaki Slot Turnuvası Giriş Bonusu bonusunuzu iptal eder. Devam etmek için onaylayın.',
      ),
    ).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Bonustan vazgeç ve çek' }));
    await waitFor(() => expect(demo().activeBonus).toBeNull());
    expect(demo().financialActivities[0]).toMatchObject({ methodName: 'Papara', amount: 100 });
  });

  it('shows cash and bonus under the total in the side menu', async () => {
    await claimInMock();
    renderAsPlayer('/dashboard/bonuses');
    const menu = await screen.findByRole('navigation', { name: 'Hesap bölümü' });
    await waitFor(() => expect(within(menu).getByText('Nakit')).toBeTruthy());
    const facts = within(menu)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts.slice(0, 3)).toEqual(['₺1.300,50', '₺1.250,50', '₺50,00']);
  });
});
