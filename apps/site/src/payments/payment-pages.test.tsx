import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@zar/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { mockApi, statefulMockForThisFile } from '../test/mock-api-server';
import { renderRoute } from '../test/render-route';
import { testSession } from '../test/test-session';

// Its games, methods and offers are the mock's fixtures, not the API's seed (issue 23, open).
statefulMockForThisFile();

function renderAsPlayer(path: string) {
  useSessionStore.getState().signIn(testSession);
  return renderRoute(path);
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('payment pages', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("deposits by bank transfer through the method's form and shows the server's message", async () => {
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
    const activity = mockApi.state.players.get('demo1')?.financialActivities[0];
    expect(activity).toMatchObject({ methodName: 'Havale / EFT', amount: 500 });
  });

  it("closes a method's dialog 100 ms after its form failed to load, with the error", async () => {
    const error = vi.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/withdraw');
    const card = await screen.findByRole('button', { name: /Papara/ });
    // The method disappears between the list and the form.
    const methods = mockApi.fixtures.paymentMethods;
    mockApi.fixtures.paymentMethods = methods.filter((method) => method.direction !== 'withdraw');
    try {
      await user.click(card);
      await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      mockApi.fixtures.paymentMethods = methods;
    }
  });

  it('lists the financial activities and filters them by kind', async () => {
    const user = userEvent.setup();
    renderAsPlayer('/dashboard/financial-activities');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('radio', { name: 'Para Çekme' }));
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryAllByText(/^\+/).length).toBe(0),
    );
  });
});
