// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from '../../src/lib/storage';
import { clearOutcome, peekOutcome, savePending, takePending } from '../../src/state/social-flow';

/** A sandboxed frame without same-origin rights: even reading `window.sessionStorage` throws. */
function denyStorage(name: 'sessionStorage' | 'localStorage') {
  vi.spyOn(window, name, 'get').mockImplementation(() => {
    throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('safe web storage', () => {
  it('round-trips JSON objects and refuses what is not an object', () => {
    sessionStore.setJSON('k', { a: 1 });
    expect(sessionStore.getJSON('k')).toEqual({ a: 1 });
    sessionStore.set('k', '42');
    expect(sessionStore.getJSON('k')).toBeUndefined();
    sessionStore.set('k', '{not json');
    expect(sessionStore.getJSON('k')).toBeUndefined();
    sessionStore.remove('k');
    expect(sessionStore.get('k')).toBeNull();
  });

  it('reads nothing and writes nowhere, without throwing, where the browser denies storage', () => {
    denyStorage('sessionStorage');
    denyStorage('localStorage');
    for (const store of [sessionStore, localStore]) {
      expect(() => store.set('k', 'v')).not.toThrow();
      expect(store.get('k')).toBeNull();
      expect(store.getJSON('k')).toBeUndefined();
      expect(() => store.remove('k')).not.toThrow();
      expect(() => store.clear()).not.toThrow();
    }
  });

  it("lets social sign-in's state calls run in a sandboxed preview frame (the studio's side by side)", () => {
    denyStorage('sessionStorage');
    expect(() => savePending({ state: 's', verifier: 'v', provider: 'google', returnTo: '/m/login', draft: {} } as never)).not.toThrow();
    expect(takePending()).toBeUndefined();
    expect(peekOutcome(['/m/login'])).toBeUndefined();
    expect(() => clearOutcome()).not.toThrow();
  });

  it('survives a full quota on write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => localStore.setJSON('k', { a: 1 })).not.toThrow();
  });
});
