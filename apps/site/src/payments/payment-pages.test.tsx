import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancialActivityFilter, PaymentRequest } from '@zar/api-client';
import { financialActivities, TransactionKind } from '@zar/api-client/contract';
import {
  demoPlayerFixture,
  fixtureHandlers,
  listedMethods,
  paymentMethodsFixture,
} from '@zar/api-client/fixtures';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, historyByKind, mockApiServer } from '../test/mock-api-server';
import { renderRoute } from '../test/render-route';
import { testSession } from '../test/test-session';

// The methods, forms and activities are static fixtures; each test answers the calls it makes
// and checks what the site sent (the payment flow itself runs on the real API: payment-flow.test).

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('payment pages', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("deposits by bank transfer through the method's form and shows the server's message", async () => {
    const bankTransfer = paymentMethodsFixture.find((method) => method.name === 'Havale / EFT');
    const sent: PaymentRequest[] = [];
    mockApiServer.use(
      ...fixtureHandlers(apiUrl(''), { paymentDetail: bankTransfer?.fields ?? [] }),
      http.post(apiUrl('payment/deposit'), async ({ request }) => {
        sent.push((await request.json()) as PaymentRequest);
        return HttpResponse.json({
          success: true,
          message: 'Havale bildiriminiz alındı: ZAR-100001',
          data: { id: 41, url: null },
        });
      }),
    );
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/deposit');
    await user.click(await screen.findByRole('button', { name: /Havale \/ EFT/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Para Yatır' });
    const submit = await within(dialog).findByRole('button', { name: 'Yatır' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Tutar'), '500');
    await user.type(within(dialog).getByLabelText('Ad Soyad'), 'Deniz Yılmaz');
    await user.selectOptions(within(dialog).getByLabelText('Banka'), 'Ziraat Bankası');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    // The outcome panel (the payee's copy confirmations are statuses too, empty until a copy).
    expect(await within(dialog).findByText('Talebiniz alındı')).toBeTruthy();
    expect(within(dialog).getByText('Havale bildiriminiz alındı: ZAR-100001')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: bankTransfer?.id,
        target: 'pay',
        detail: { amount: 500, fullName: 'Deniz Yılmaz', bank: 1 },
      },
    ]);
  });

  it("closes a method's dialog 100 ms after its form failed to load, with the error", async () => {
    const error = vi.spyOn(notify, 'error');
    // The method disappears between the list and the form: the server refuses its form.
    mockApiServer.use(
      // The withdraw page also asks whether a bonus is being wagered: none.
      ...fixtureHandlers(apiUrl(''), {
        paymentMethods: listedMethods('withdraw'),
        activeBonuses: [],
      }),
      http.post(apiUrl('payment/detail'), () =>
        HttpResponse.json(
          { success: false, message: 'Ödeme yöntemi bulunamadı.', data: null },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/withdraw');
    await user.click(await screen.findByRole('button', { name: /Papara/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ödeme yöntemi bulunamadı.'));
    expect(error).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the financial activities and filters them by kind', async () => {
    // The demo player's activities; a filter by kind is answered with that kind's only.
    const filters: FinancialActivityFilter[] = [];
    const rows = demoPlayerFixture.financialActivities ?? [];
    mockApiServer.use(historyByKind(financialActivities.path, rows, filters));
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/financial-activities');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('radio', { name: 'Para Çekme' }));
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryAllByText(/^\+/).length).toBe(0),
    );
    expect(filters.at(-1)).toMatchObject({ kind: TransactionKind.Withdraw });
  });
});
