/** A numeric captcha image as a base64 PNG (no `data:` prefix), drawn with a 3x5 digit font. */
import { deflateSync } from 'node:zlib';

const FONT: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
};
const SCALE = 6;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Draws the digits (grey on white, one pixel row of noise per digit) and returns base64 PNG. */
export function captchaPng(digits: string): string {
  const width = (digits.length * 4 + 1) * SCALE;
  const height = 7 * SCALE;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width, 255);
    row[0] = 0;
    const fy = Math.floor(y / SCALE) - 1;
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(x / SCALE);
      const digit = digits[Math.floor((cell - 1) / 4)];
      const fx = (cell - 1) % 4;
      const on = digit !== undefined && cell > 0 && fx < 3 && fy >= 0 && fy < 5 && FONT[digit]?.[fy]?.[fx] === '1';
      if (on || (x * 7 + y * 13) % 97 === 0) row[1 + x] = on ? 60 : 170;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return png.toString('base64');
}
