/**
 * Spec §3 "Service/version response" and §7 ("Customer-service path is decrypted with the last 8 characters as
 * key"): the type-3 entries of pathList are the customer-service links, decrypted (DES, the path's last 8
 * characters the key, platform-api.md); other types are not; the customer-service screen shows them over the
 * consolidated settings' entries, which stay the fallback.
 */
import { describe, expect, it } from 'vitest';
import { parseServiceVersion, serviceEntriesOf } from '../../src/api/service-links';
import { encryptServicePath } from '../../src/lib/cipher';

const main = encryptServicePath('https://chat.example/main', 'k3y8main');
const sub = encryptServicePath('https://chat.example/sub', 'k3y8subb');

describe('spec §3/§7 service/version', () => {
  it('type-3 entries decrypt with their last 8 characters as the key; other types are left out', () => {
    expect(main.slice(-8)).toBe('k3y8main');
    const version = parseServiceVersion({
      pathList: [
        { type: 1, path: 'ignored' },
        { type: 3, title: 'Live chat', path: main },
        { type: 3, path: sub },
      ],
      resources: [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }],
    });
    expect(version.customerService).toEqual({ main: 'https://chat.example/main', sub: 'https://chat.example/sub' });
    expect(version.serviceEntries).toEqual([{ path: main, title: 'Live chat' }, { path: sub }]);
    expect(version.resources).toEqual([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]);
  });

  it('a path that does not decrypt to https is left out', () => {
    const http = encryptServicePath('http://chat.example/plain', 'abcdefgh');
    expect(parseServiceVersion({ pathList: [{ type: 3, path: http }] }).customerService).toEqual({});
  });

  it('the screen takes service/version\'s entries when it has some, else the consolidated settings\'', () => {
    const consolidated = [{ path: sub }];
    const version = parseServiceVersion({ pathList: [{ type: 3, path: main }] });
    expect(serviceEntriesOf(version, consolidated)).toEqual([{ path: main }]);
    expect(serviceEntriesOf(parseServiceVersion({ pathList: [] }), consolidated)).toBe(consolidated);
    expect(serviceEntriesOf(undefined, consolidated)).toBe(consolidated);
  });
});
