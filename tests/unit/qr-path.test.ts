import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_OPTIONS, qrPath } from '../../src/lib/qr-path';

describe('QR path', () => {
  it('draws one unit square per dark module, at its column and row', () => {
    expect(qrPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });

  it('an otpauth URI gives a square matrix with the 4-module quiet zone left light', () => {
    const { data } = encode('otpauth://totp/Livery:player01?secret=JBSWY3DPEHPK3PXP&issuer=Livery', QR_OPTIONS);
    const size = data.length;
    // Version v is 17 + 4v modules wide, plus the quiet zone on both sides.
    expect((size - 8 - 17) % 4).toBe(0);
    expect(data.every((row) => row.length === size)).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(data[i]?.some(Boolean)).toBe(false);
      expect(data.every((row) => !row[i])).toBe(true);
    }
    expect(qrPath(data).split('M').length - 1).toBe(data.flat().filter(Boolean).length);
  });
});
