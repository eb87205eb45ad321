import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionData } from '@zar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { realApiForThisFile } from '../test/real-api';
import { renderRoute } from '../test/render-route';

function siteHeader() {
  const header = screen.getAllByRole('banner').find((element) => !element.closest('dialog'));
  if (!header) throw new Error('no site header');
  return header;
}

const api = realApiForThisFile();
/** A logged-in player of each test's own, with two unread notifications. */
let testSession: SessionData;
beforeEach(async () => {
  // Without the trial bonus, whose claim needs a verified phone: the first offer is the seed's.
  testSession = await api.signUp({ trialBonus: false });
  await api.notify(testSession.username, 'Hoş geldiniz');
  await api.notify(testSession.username, 'Haftalık turnuva başladı');
});

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('notifications and bonuses', { timeout: 20_000 }, () => {
  it('opening an unread notification marks it read and lowers the badge', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn(testSession);
    renderRoute('/casino/live');
    // The frame (and its header) shows once the bootstrap data has arrived.
    await screen.findAllByRole('banner');
    const bell = await within(siteHeader()).findByRole('button', {
      name: /^Bildirimler, \d+ okunmamış$/,
    });
    const before = Number(/(\d+)/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);

    useUiStore.getState().setNotificationSheetOpen(true);
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    const unread = within(sheet)
      .getAllByRole('button')
      .find((button) => button.textContent?.startsWith('Okunmamış'));
    if (!unread) throw new Error('no unread notification');
    await user.click(unread);

    const expected = before > 1 ? `Bildirimler, ${before - 1} okunmamış` : 'Bildirimler';
    await waitFor(() =>
      expect(within(siteHeader()).getByRole('button', { name: expected })).toBeTruthy(),
    );
    const read = (await api.notifications(testSession.username)).filter((item) => item.isRead);
    expect(read.length).toBeGreaterThan(0);
  });

  it('claims a bonus offer once, after its terms: the button becomes Claimed', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn(testSession);
    renderRoute('/dashboard/claim-bonus');
    const claim = (await screen.findAllByRole('button', { name: /^Talep Et/ }))[0];
    if (!claim) throw new Error('no claimable offer');
    const count = screen.getAllByRole('button', { name: /^Talep Et/ }).length;
    await user.click(claim);
    const terms = await screen.findByRole('dialog', { name: /şartlar$/ });
    await user.click(within(terms).getByRole('button', { name: 'Şartları kabul et ve al' }));
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Talep Et/ })).toHaveLength(count - 1),
    );
  });
});
