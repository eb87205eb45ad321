import { act } from '@testing-library/react';
import type { SessionData } from '@zar/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { realApiForThisFile } from '../test/real-api';
import { renderSiteHook } from '../test/render-site-hook';
import { useDashboardPhoneVerification } from './dashboard-phone-verification';

const api = realApiForThisFile();

describe('useDashboardPhoneVerification', () => {
  /** A player of the test's own, logged in, whose phone is not verified yet. */
  let testSession: SessionData;
  beforeEach(async () => {
    testSession = await api.signUp();
  });

  it('starts Verified when the stored player is verified', () => {
    useSessionStore.getState().signIn({ ...testSession, smsVerified: true });
    const { result } = renderSiteHook(useDashboardPhoneVerification);
    expect(result.current.status).toBe('verified');
  });

  it('goes Not Verified → Update → Code → Verified and marks the stored player verified', async () => {
    useSessionStore.getState().signIn(testSession);
    const { result } = renderSiteHook(useDashboardPhoneVerification);
    expect(result.current).toMatchObject({ status: 'notVerified', phone: testSession.phone });

    act(() => result.current.updateNumber());
    expect(result.current.status).toBe('update');

    await act(() => result.current.sendCode({ phone: '905559876543' }));
    expect(result.current).toMatchObject({ status: 'code', phone: '905559876543', sendCount: 1 });

    await act(() => result.current.verify({ phone: '905559876543', code: '000000' }));
    expect(result.current.status).toBe('code');
    expect(result.current.error).toEqual(expect.stringMatching(/.+/));

    await act(() => result.current.sendCode({ phone: '905559876543' }));
    expect(result.current).toMatchObject({ sendCount: 2, error: undefined });

    await act(() =>
      result.current.verify({ phone: '905559876543', code: api.lastCode('905559876543') }),
    );
    expect(result.current.status).toBe('verified');
    expect(useSessionStore.getState().auth).toMatchObject({
      phone: '905559876543',
      smsVerified: true,
    });
    expect((await api.player(testSession.username))?.smsVerified).toBe(true);
  });
});
