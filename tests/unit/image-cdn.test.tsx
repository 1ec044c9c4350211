// @vitest-environment jsdom
/**
 * Spec §9 "Image CDN list: default has one entry, picked at random": the consolidated settings' imageCDNs
 * are the bases of the platform's image paths. One is picked at random once per session and merchant; an
 * image that fails tries the next entry in list order (wrapping, each once), then the widget's fallback.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConsolidatedSettings } from '../../src/api/system';
import { cdnBase, cdnBases, imageCandidates, pickCdnOrder, resolveImage, sessionCdnBase, setImageCdns } from '../../src/lib/image-cdn';
import { sessionStore, type SafeStorage } from '../../src/lib/storage';
import { CdnImage } from '../../src/ui/cdn-image';

/** A storage of its own per test (the pick is kept per session). */
function memoryStore(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
    getJSON: () => undefined,
    setJSON: () => undefined,
    clear: () => data.clear(),
  };
}

const LIST = ['https://cdn-a.example', 'https://cdn-b.example/img/', '/cdn-c'];

afterEach(() => {
  cleanup();
  sessionStore.clear();
  act(() => setImageCdns([''], 'demo'));
});

describe('spec §9 image CDN: the list and its bases', () => {
  it("keeps '' (same origin), same-origin path prefixes and https bases, without a trailing slash", () => {
    expect(cdnBases(LIST)).toEqual(['https://cdn-a.example', 'https://cdn-b.example/img', '/cdn-c']);
    expect(cdnBase('')).toBe('');
  });

  it('refuses unsafe CDN entries: other schemes, protocol-relative hosts, credentials, queries', () => {
    for (const bad of ['http://cdn.example', 'javascript:alert(1)', '//evil.example', 'https://u:p@cdn.example', 'https://cdn.example/?x=1', 'cdn.example', '/\\evil']) {
      expect(cdnBase(bad), bad).toBeUndefined();
    }
    expect(cdnBases(['http://cdn.example', 'javascript:x'])).toEqual(['']);
  });

  it('the default list (one entry, empty) and a missing list are the same origin', () => {
    expect(cdnBases([''])).toEqual(['']);
    expect(cdnBases(undefined)).toEqual(['']);
    const store = memoryStore();
    expect(pickCdnOrder([''], 'demo', store)).toEqual(['']);
    expect(store.data.size).toBe(0);
    // One CDN of its own is the pick too (the entry preloads home's first banner on it).
    expect(pickCdnOrder(['/cdn-c'], 'demo', store)).toEqual(['/cdn-c']);
    expect(sessionCdnBase('demo', store)).toBe('/cdn-c');
  });

  it('the consolidated settings parser keeps the imageCDNs strings', () => {
    expect(parseConsolidatedSettings({ imageCDNs: ['', 'https://cdn.example', 7, null] }).imageCDNs).toEqual(['', 'https://cdn.example']);
    expect(parseConsolidatedSettings({}).imageCDNs).toEqual([]);
  });
});

describe('spec §9 image CDN: picked at random once per session', () => {
  it('the random draw picks the entry and the order wraps from it', () => {
    const bases = cdnBases(LIST);
    expect(pickCdnOrder(bases, 'demo', memoryStore(), () => 0)).toEqual(bases);
    expect(pickCdnOrder(bases, 'demo', memoryStore(), () => 0.5)).toEqual([bases[1], bases[2], bases[0]]);
    expect(pickCdnOrder(bases, 'demo', memoryStore(), () => 0.99)).toEqual([bases[2], bases[0], bases[1]]);
  });

  it('the pick is stable for the session: a later draw does not change it', () => {
    const store = memoryStore();
    const bases = cdnBases(LIST);
    const first = pickCdnOrder(bases, 'demo', store, () => 0.5);
    expect(pickCdnOrder(bases, 'demo', store, () => 0)).toEqual(first);
    expect(pickCdnOrder(bases, 'demo', store, () => 0.99)).toEqual(first);
    expect(sessionCdnBase('demo', store)).toBe(bases[1]);
  });

  it('is kept per merchant, and drawn again when the kept pick left the list', () => {
    const store = memoryStore();
    const bases = cdnBases(LIST);
    pickCdnOrder(bases, 'demo', store, () => 0.5);
    expect(pickCdnOrder(bases, 'jade', store, () => 0)[0]).toBe(bases[0]);
    expect(pickCdnOrder(['https://new.example', '/cdn-c'], 'demo', store, () => 0)[0]).toBe('https://new.example');
    expect(sessionCdnBase('sahara', store)).toBe('');
  });
});

describe('spec §9 image CDN: resolving an image', () => {
  it('puts a same-origin path on the base; absolute https addresses stay as they are', () => {
    expect(resolveImage('/upload/game/1.png', 'https://cdn-a.example')).toBe('https://cdn-a.example/upload/game/1.png');
    expect(resolveImage('/upload/game/1.png', '/cdn-c')).toBe('/cdn-c/upload/game/1.png');
    expect(resolveImage('/upload/game/1.png', '')).toBe('/upload/game/1.png');
    expect(resolveImage('https://img.vendor.example/a.png?v=2', 'https://cdn-a.example')).toBe('https://img.vendor.example/a.png?v=2');
  });

  it('refuses unsafe image addresses whatever the base', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'http://img.example/a.png', '//evil.example/a.png', '/\\evil.example/a.png', undefined, '']) {
      expect(resolveImage(bad, 'https://cdn-a.example'), String(bad)).toBeUndefined();
      expect(imageCandidates(bad, ['https://cdn-a.example', ''])).toEqual([]);
    }
  });

  it('the fallback order: the picked base first, then the next ones in list order, each once', () => {
    const order = pickCdnOrder(cdnBases(LIST), 'demo', memoryStore(), () => 0.5);
    expect(imageCandidates('/g/1.png', order)).toEqual(['https://cdn-b.example/img/g/1.png', '/cdn-c/g/1.png', 'https://cdn-a.example/g/1.png']);
    expect(imageCandidates('https://x.example/1.png', order)).toEqual(['https://x.example/1.png']);
  });
});

describe('spec §9 image CDN: <CdnImage> falls back on a failed load', () => {
  it('tries the picked CDN, then the next ones, then shows the widget fallback', () => {
    sessionStore.set('livery.imageCdn.demo', '/cdn-b');
    act(() => setImageCdns(['/cdn-a', '/cdn-b', '/cdn-c'], 'demo'));
    const failed: string[] = [];
    render(<CdnImage src="/g/1.png" data-testid="icon" onError={() => failed.push('all')} fallback={<span data-testid="placeholder" />} />);
    const srcs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const img = screen.getByTestId('icon');
      srcs.push(img.getAttribute('src') ?? '');
      expect(failed).toEqual([]);
      fireEvent.error(img);
    }
    expect(srcs).toEqual(['/cdn-b/g/1.png', '/cdn-c/g/1.png', '/cdn-a/g/1.png']);
    expect(failed).toEqual(['all']);
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.getByTestId('placeholder')).toBeTruthy();
  });

  it("with the default list an image loads from this origin as before, and an unsafe one shows the fallback", () => {
    render(
      <>
        <CdnImage src="/g/1.png" data-testid="same" />
        <CdnImage src="javascript:alert(1)" data-testid="bad" fallback={<span data-testid="bad-fallback" />} />
      </>,
    );
    expect(screen.getByTestId('same').getAttribute('src')).toBe('/g/1.png');
    expect(screen.queryByTestId('bad')).toBeNull();
    expect(screen.getByTestId('bad-fallback')).toBeTruthy();
  });
});
