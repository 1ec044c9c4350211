// @vitest-environment jsdom
/**
 * Issue 20, sessions: signing out in one tab ends every tab. The tab that signs out writes the time under
 * SIGN_OUT_KEY (never the token); the others hear of it through the browser's `storage` event.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignOut, onSignOutElsewhere, SIGN_OUT_KEY } from '../../src/renderer/sign-out';

/** What another tab's announceSignOut reaches this one as: a storage event for the key. */
const fromAnotherTab = (key: string, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

afterEach(() => localStorage.clear());

describe('sign-out across tabs', () => {
  it('announces a sign-out with its time only, no token', () => {
    sessionStorage.setItem('livery.session', JSON.stringify({ state: { session: { token: 'secret-token' } } }));
    announceSignOut();
    const value = localStorage.getItem(SIGN_OUT_KEY);
    expect(Number(value)).toBeGreaterThan(0);
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
    sessionStorage.clear();
  });

  it('calls back when another tab signs out, not for other keys or a removed key, and stops when told', () => {
    const signedOut = vi.fn();
    const stop = onSignOutElsewhere(signedOut);
    fromAnotherTab('livery.preferences', '{}');
    fromAnotherTab(SIGN_OUT_KEY, null);
    expect(signedOut).not.toHaveBeenCalled();
    fromAnotherTab(SIGN_OUT_KEY, String(Date.now()));
    expect(signedOut).toHaveBeenCalledTimes(1);
    stop();
    fromAnotherTab(SIGN_OUT_KEY, String(Date.now() + 1));
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
