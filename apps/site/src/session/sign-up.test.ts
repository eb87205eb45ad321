import type { RegistrationForm } from '@zar/api-client';
import { notify } from '@zar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFlowStore } from '../stores/account-flow-store';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { newPlayerForm, realApiForThisFile } from '../test/real-api';
import { celebrationCloseDelayMs, claimTrialBonus } from './celebration';
import {
  changePhoneNumber,
  sendPhoneCode,
  skipPhoneVerification,
  verifyPhoneCode,
} from './phone-verification';
import { celebrationDelayMs, register } from './sign-up';

const api = realApiForThisFile();
/** A new player per test: the real API keeps every sign-up of this file. */
let form: RegistrationForm;
beforeEach(() => {
  form = newPlayerForm();
});

describe('register', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('with the trial bonus: logs in, prefills and locks the phone, opens phone validation', async () => {
    const success = vi.spyOn(notify, 'success');
    useDialogStore.getState().open('register');

    await expect(register(form)).resolves.toBe(true);

    expect(useSessionStore.getState().auth).toMatchObject({ username: form.username, balance: 0 });
    expect((await api.player(form.username))?.trialBonusPending).toBe(true);
    expect(useAccountFlowStore.getState().phoneVerification).toEqual({
      step: 1,
      phone: form.phone,
      locked: true,
      error: null,
      sentAt: 0,
    });
    expect(success).toHaveBeenCalledTimes(1);
    expect(useDialogStore.getState()).toMatchObject({ openDialog: 'sms', celebration: false });
    expect(useAccountFlowStore.getState().trialBonusAmount).toBeNull();
  });

  it('without the trial bonus: amount 0 and the celebration 100 ms later', async () => {
    useDialogStore.getState().open('register');
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await register({ ...form, trialBonus: false });

    expect(useAccountFlowStore.getState().trialBonusAmount).toBe(0);
    expect(useAccountFlowStore.getState().phoneVerification.step).toBe(1);
    expect(useDialogStore.getState().celebration).toBe(false);
    vi.advanceTimersByTime(celebrationDelayMs);
    expect(useDialogStore.getState()).toMatchObject({ openDialog: null, celebration: true });
  });

  it('shows the server message and stays on the form when the username is taken', async () => {
    const error = vi.spyOn(notify, 'error');
    useDialogStore.getState().open('register');
    const taken = await api.signUp();
    await expect(register({ ...form, username: taken.username })).resolves.toBe(false);
    // The server names the field it refuses, so the message shows beside it, not as a toast
    // (the old stateful mock answered without the field).
    expect(error).not.toHaveBeenCalled();
    expect(useAccountFlowStore.getState().signUpFieldError).toEqual({
      field: 'username',
      message: expect.any(String),
    });
    expect(useSessionStore.getState().auth).toBeNull();
    expect(useDialogStore.getState().openDialog).toBe('register');
    expect(useAccountFlowStore.getState().phoneVerification.step).toBe(0);
  });
});

describe('sign-up phone verification', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the code (step 2), keeps step 2 on a wrong code, then verifies and celebrates', async () => {
    const error = vi.spyOn(notify, 'error');
    const success = vi.spyOn(notify, 'success');
    await register(form);

    await expect(sendPhoneCode(form.phone)).resolves.toBe(true);
    expect(useAccountFlowStore.getState().phoneVerification).toMatchObject({
      step: 2,
      locked: true,
    });

    await expect(verifyPhoneCode('000000')).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(useAccountFlowStore.getState().phoneVerification).toMatchObject({
      step: 2,
      error: expect.stringMatching(/.+/),
    });
    expect(useDialogStore.getState().celebration).toBe(false);

    success.mockClear();
    await expect(verifyPhoneCode(api.lastCode(form.phone))).resolves.toBe(true);
    expect(success).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().auth?.smsVerified).toBe(true);
    expect((await api.player(form.username))?.smsVerified).toBe(true);
    expect(useDialogStore.getState()).toMatchObject({ openDialog: null, celebration: true });
  });

  it("'Change Phone Number' returns to step 1 with the phone editable; skipping celebrates", async () => {
    await register(form);
    await sendPhoneCode(form.phone);
    changePhoneNumber();
    expect(useAccountFlowStore.getState().phoneVerification).toMatchObject({
      step: 1,
      locked: false,
    });
    skipPhoneVerification();
    expect(useDialogStore.getState()).toMatchObject({ openDialog: null, celebration: true });
    expect(useSessionStore.getState().auth?.smsVerified).toBe(false);
  });

  it("the celebration's 'Yes' claims the trial bonus and closes 1 s later", async () => {
    await register(form);
    // The server gives the trial bonus to a verified phone only.
    await sendPhoneCode(form.phone);
    await verifyPhoneCode(api.lastCode(form.phone));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await expect(claimTrialBonus()).resolves.toBe(true);

    expect((await api.player(form.username))?.trialBonusPending).toBe(false);
    // The header shows the bonus at once, not at the next poll.
    expect(useSessionStore.getState().auth).toMatchObject({ balance: 250, bonus: 250 });
    vi.advanceTimersByTime(celebrationCloseDelayMs - 1);
    expect(useDialogStore.getState().celebration).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useDialogStore.getState().celebration).toBe(false);
  });

  it('a failed claim shows nothing and keeps the celebration', async () => {
    const error = vi.spyOn(notify, 'error');
    await register({ ...form, trialBonus: false });
    skipPhoneVerification();
    await expect(claimTrialBonus()).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(useDialogStore.getState().celebration).toBe(true);
  });
});
