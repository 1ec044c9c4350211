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
  const counting = (left: number): SmsState => ({ phase: 'counting', left, sent: true });

  it('goes enabled → sending → counting → enabled', () => {
    let s = smsReducer(SMS_IDLE, { type: 'send' });
    expect(s).toEqual({ phase: 'sending', left: 0, sent: false });
    s = smsReducer(s, { type: 'sent', seconds: 3 });
    expect(s).toEqual(counting(3));
    s = smsReducer(s, { type: 'tick' });
    s = smsReducer(s, { type: 'tick' });
    expect(s).toEqual(counting(1));
    s = smsReducer(s, { type: 'tick' });
    expect(s).toEqual({ phase: 'idle', left: 0, sent: true });
  });

  it('a failed send only ends the loading (nothing counts, the code input stays as it was)', () => {
    expect(smsReducer({ phase: 'sending', left: 0, sent: false }, { type: 'failed' })).toEqual(SMS_IDLE);
    expect(smsReducer({ phase: 'sending', left: 0, sent: true }, { type: 'failed' })).toEqual({ phase: 'idle', left: 0, sent: true });
  });

  it('ignores a second send while sending or counting, and ticks while not counting', () => {
    const sending = { phase: 'sending', left: 0, sent: false } as const;
    expect(smsReducer(sending, { type: 'send' })).toBe(sending);
    expect(smsReducer(counting(5), { type: 'send' })).toEqual(counting(5));
    expect(smsReducer(SMS_IDLE, { type: 'tick' })).toBe(SMS_IDLE);
    expect(smsReducer(SMS_IDLE, { type: 'sent', seconds: 60 })).toBe(SMS_IDLE);
  });

  it('hides the send link only while counting', () => {
    expect(sendLinkShown(SMS_IDLE)).toBe(true);
    expect(sendLinkShown({ phase: 'sending', left: 0, sent: false })).toBe(true);
    expect(sendLinkShown(counting(10))).toBe(false);
  });

  it('rounds part seconds up and treats zero as no countdown', () => {
    expect(smsReducer({ phase: 'sending', left: 0, sent: false }, { type: 'sent', seconds: 59.2 })).toEqual(counting(60));
    expect(smsReducer({ phase: 'sending', left: 0, sent: false }, { type: 'sent', seconds: 0 })).toEqual({ phase: 'idle', left: 0, sent: true });
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

function Harness({ request }: { request: () => Promise<{ expiresInSeconds: number }> }) {
  const sms = useSmsButton(1000);
  return (
    <div>
      <input data-testid="code" disabled={!sms.state.sent} />
      <SmsSendLink sms={sms.state} onSend={() => void sms.send(request).catch(() => undefined)} testId="send" />
    </div>
  );
}

describe('useSmsButton + SmsSendLink (fake timers)', () => {
  beforeAll(async () => {
    await initI18n('EN');
  });
  beforeEach(() => {
    vi.useFakeTimers();
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
