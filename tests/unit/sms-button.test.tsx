// @vitest-environment jsdom
/**
 * The SMS-code button (spec 4 "SMS code button", 9 "SMS countdown"): enabled → loading → counting
 * expiredMinutes × 60 s or until expirationTime (60 s without either) → enabled; the link hidden while
 * counting; the countdown cleared when the screen closes; a failed send only ends the loading.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsExpiry } from '../../src/api/accounts';
import { initI18n } from '../../src/i18n/setup';
import { SMS_IDLE, type SmsState, sendLinkShown, smsReducer } from '../../src/lib/sms-countdown';
import { SmsSendLink, useSmsButton } from '../../src/ui/sms-button';

describe('smsReducer', () => {
  const T0 = 1_000_000;
  const counting = (left: number, until: number): SmsState => ({ phase: 'counting', left, until, sent: true });
  const sending: SmsState = { phase: 'sending', left: 0, until: 0, sent: false };

  it('goes enabled → sending → counting to the deadline → enabled', () => {
    let s = smsReducer(SMS_IDLE, { type: 'send' });
    expect(s).toEqual(sending);
    s = smsReducer(s, { type: 'sent', seconds: 3, now: T0 });
    expect(s).toEqual(counting(3, T0 + 3000));
    s = smsReducer(s, { type: 'tick', now: T0 + 1000 });
    s = smsReducer(s, { type: 'tick', now: T0 + 2000 });
    expect(s).toEqual(counting(1, T0 + 3000));
    s = smsReducer(s, { type: 'tick', now: T0 + 3000 });
    expect(s).toEqual({ phase: 'idle', left: 0, until: 0, sent: true });
  });

  it('counts to the deadline, not by ticks: after a pause the seconds left are right', () => {
    const s = smsReducer(smsReducer(sending, { type: 'sent', seconds: 60, now: T0 }), { type: 'tick', now: T0 + 45_200 });
    expect(s).toEqual(counting(15, T0 + 60_000));
    expect(smsReducer(s, { type: 'tick', now: T0 + 90_000 }).phase, 'a pause past the expiry ends the countdown').toBe('idle');
  });

  it('a failed send only ends the loading (nothing counts, the code input stays as it was)', () => {
    expect(smsReducer(sending, { type: 'failed' })).toEqual(SMS_IDLE);
    expect(smsReducer({ ...sending, sent: true }, { type: 'failed' })).toEqual({ ...SMS_IDLE, sent: true });
  });

  it('ignores a second send while sending or counting, and ticks while not counting', () => {
    expect(smsReducer(sending, { type: 'send' })).toBe(sending);
    const c = counting(5, T0 + 5000);
    expect(smsReducer(c, { type: 'send' })).toBe(c);
    expect(smsReducer(SMS_IDLE, { type: 'tick', now: T0 })).toBe(SMS_IDLE);
    expect(smsReducer(SMS_IDLE, { type: 'sent', seconds: 60, now: T0 })).toBe(SMS_IDLE);
  });

  it('hides the send link only while counting', () => {
    expect(sendLinkShown(SMS_IDLE)).toBe(true);
    expect(sendLinkShown(sending)).toBe(true);
    expect(sendLinkShown(counting(10, T0))).toBe(false);
  });

  it('rounds part seconds up and treats zero as no countdown', () => {
    expect(smsReducer(sending, { type: 'sent', seconds: 59.2, now: T0 })).toEqual(counting(60, T0 + 59_200));
    expect(smsReducer(sending, { type: 'sent', seconds: 0, now: T0 })).toEqual({ ...SMS_IDLE, sent: true });
  });
});

describe('the countdown length (smsExpiry)', () => {
  const now = 1_700_000_000_000;
  it('is expiredMinutes × 60 s', () => expect(smsExpiry({ expiredMinutes: 2 }, now)).toEqual({ expiresInSeconds: 120 }));
  it('runs until expirationTime when the platform answers that', () => expect(smsExpiry({ expirationTime: now + 45_000 }, now)).toEqual({ expiresInSeconds: 45 }));
  it('is 60 s without either, or with an expiry already past', () => {
    expect(smsExpiry(null, now)).toEqual({ expiresInSeconds: 60 });
    expect(smsExpiry({ expirationTime: now - 1 }, now)).toEqual({ expiresInSeconds: 60 });
  });
});

const outcomes: boolean[] = [];

function Harness({ request }: { request: () => Promise<{ expiresInSeconds: number }> }) {
  const sms = useSmsButton();
  return (
    <div>
      <input data-testid="code" disabled={!sms.state.sent} />
      <SmsSendLink sms={sms.state} onSend={() => void sms.send(request).then((sent) => outcomes.push(sent))} testId="send" />
    </div>
  );
}

describe('useSmsButton + SmsSendLink (fake timers)', () => {
  beforeAll(async () => {
    await initI18n('EN');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    outcomes.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the loading text, then counts down each second with the link hidden, then offers the link again', async () => {
    let answer!: (v: { expiresInSeconds: number }) => void;
    const request = vi.fn(() => new Promise<{ expiresInSeconds: number }>((r) => (answer = r)));
    render(<Harness request={request} />);
    expect((screen.getByTestId('code') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('send'));
    expect(screen.getByTestId('send').textContent).toBe('sending SMS');
    expect((screen.getByTestId('send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('send'));
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => answer({ expiresInSeconds: 3 }));
    expect(screen.queryByTestId('send')).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('Resend in 3 s');
    expect((screen.getByTestId('code') as HTMLButtonElement).disabled).toBe(false);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Resend in 2 s');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('send').textContent).toBe('Get code');
    expect((screen.getByTestId('code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('on a failed send only the loading goes: the link is back, nothing counts, the code input stays disabled', async () => {
    const request = vi.fn(() => Promise.reject(new Error('down')));
    render(<Harness request={request} />);
    await act(async () => fireEvent.click(screen.getByTestId('send')));
    expect(screen.getByTestId('send').textContent).toBe('Get code');
    expect((screen.getByTestId('send') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('timer')).toBeNull();
    expect((screen.getByTestId('code') as HTMLButtonElement).disabled).toBe(true);
    expect(outcomes).toEqual([false]);
  });

  it('clears the countdown when the screen closes (no timer left running)', async () => {
    const request = vi.fn(async () => ({ expiresInSeconds: 60 }));
    const { unmount } = render(<Harness request={request} />);
    await act(async () => fireEvent.click(screen.getByTestId('send')));
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
