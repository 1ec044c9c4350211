/**
 * Reads a PNG for tests, independently of src/platform-sim/png.ts: checks the signature, splits the
 * chunks (checking each CRC with a bit-by-bit CRC-32, not the encoder's table), inflates IDAT and undoes
 * the row filters. 8-bit grey, RGB and RGBA only (what the simulator writes). Not a test file.
 */
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  channels: number;
  /** Chunk types in file order. */
  chunks: string[];
  /** Length of the inflated IDAT data (filter bytes included). */
  inflatedLength: number;
  /** The filter byte of each row. */
  filters: number[];
  /** Unfiltered pixels, row-major, `channels` bytes a pixel. */
  pixels: Uint8Array;
  pixel(x: number, y: number): number[];
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 6: 4 };

/** CRC-32 (polynomial 0xEDB88320), one bit at a time. */
export function bitwiseCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(data: Uint8Array, width: number, height: number, bpp: number): { pixels: Uint8Array; filters: number[] } {
  const stride = width * bpp;
  const pixels = new Uint8Array(height * stride);
  const filters: number[] = [];
  for (let y = 0; y < height; y++) {
    const filter = data[y * (1 + stride)] as number;
    filters.push(filter);
    for (let i = 0; i < stride; i++) {
      const raw = data[y * (1 + stride) + 1 + i] as number;
      const a = i >= bpp ? (pixels[y * stride + i - bpp] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const c = i >= bpp && y > 0 ? (pixels[(y - 1) * stride + i - bpp] as number) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predicted === undefined) throw new Error(`row ${y}: filter ${filter}`);
      pixels[y * stride + i] = (raw + predicted) & 0xff;
    }
  }
  return { pixels, filters };
}

/** Decodes the PNG, throwing on a bad signature, a bad CRC, or a missing IHDR/IDAT/IEND. */
export function readPng(bytes: Uint8Array): DecodedPng {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!SIGNATURE.every((b, i) => buf[i] === b)) throw new Error('not a PNG signature');
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let ihdr: Buffer | undefined;
  for (let at = 8; at < buf.length; ) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('ascii', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    const crc = buf.readUInt32BE(at + 8 + length);
    if (crc !== bitwiseCrc32(buf.subarray(at + 4, at + 8 + length))) throw new Error(`${type}: bad CRC`);
    chunks.push(type);
    if (type === 'IHDR') ihdr = data;
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!ihdr || chunks[0] !== 'IHDR' || idat.length === 0 || chunks.at(-1) !== 'IEND') throw new Error(`chunks ${chunks.join(',')}`);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const colourType = ihdr[9] as number;
  const channels = CHANNELS[colourType];
  if (ihdr[8] !== 8 || channels === undefined) throw new Error(`bit depth ${ihdr[8]}, colour type ${colourType}`);
  const inflated = inflateSync(Buffer.concat(idat));
  const { pixels, filters } = unfilter(inflated, width, height, channels);
  const pixel = (x: number, y: number) => [...pixels.subarray((y * width + x) * channels, (y * width + x + 1) * channels)];
  return { width, height, colourType, channels, chunks, inflatedLength: inflated.length, filters, pixels, pixel };
}
