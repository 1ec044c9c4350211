/**
 * A minimal PNG encoder for the simulator's pictures (captchas, icons, banners): 8-bit grey, RGB or
 * RGBA, one IDAT chunk deflated with node:zlib, rows unfiltered or each filtered with the PNG filter
 * that leaves the smallest sum of bytes (the usual heuristic).
 */
import { deflateSync } from 'node:zlib';

/** 1 = grey (colour type 0), 3 = RGB (2), 4 = RGBA (6). */
export type Channels = 1 | 3 | 4;

export interface Raster {
  width: number;
  height: number;
  channels: Channels;
  /** Row-major, `channels` bytes a pixel, no filter bytes. */
  pixels: Uint8Array;
}

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const COLOUR_TYPE: Record<Channels, number> = { 1: 0, 3: 2, 4: 6 };

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309, as PNG chunks use) of the bytes (Node 20 has no zlib.crc32). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The predictor of PNG filter `filter` (1 Sub, 2 Up, 3 Average, 4 Paeth) from left, up and upper-left bytes. */
function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    default:
      return paeth(a, b, c);
  }
}

/**
 * Writes row `cur` filtered with `filter` (0-4) into `out` and returns the sum of the bytes read as
 * signed, or Infinity as soon as it passes `limit` (a better filter is already known).
 */
function filterRow(filter: number, cur: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array, limit: number): number {
  let cost = 0;
  for (let i = 0; i < cur.length; i++) {
    const x = cur[i] as number;
    const v = filter === 0 ? x : (x - predict(filter, i >= bpp ? (cur[i - bpp] as number) : 0, prev[i] as number, i >= bpp ? (prev[i - bpp] as number) : 0)) & 0xff;
    out[i] = v;
    cost += v < 128 ? v : 256 - v;
    if (cost >= limit) return Number.POSITIVE_INFINITY;
  }
  return cost;
}

/** The filtered image data: each row prefixed by the filter byte that gives it the smallest cost. */
function filteredRows({ width, height, channels, pixels }: Raster): Uint8Array {
  const stride = width * channels;
  const data = new Uint8Array(height * (1 + stride));
  const trial = new Uint8Array(stride);
  let prev: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const cur = pixels.subarray(y * stride, (y + 1) * stride);
    const at = y * (1 + stride);
    let best = Number.POSITIVE_INFINITY;
    for (let filter = 0; filter <= 4; filter++) {
      const cost = filterRow(filter, cur, prev, channels, trial, best);
      if (cost < best) {
        best = cost;
        data[at] = filter;
        data.set(trial, at + 1);
      }
    }
    prev = cur;
  }
  return data;
}

/** The image data with filter 0 (None) on every row. */
function unfilteredRows({ width, height, channels, pixels }: Raster): Uint8Array {
  const stride = width * channels;
  const data = new Uint8Array(height * (1 + stride));
  for (let y = 0; y < height; y++) data.set(pixels.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  return data;
}

/**
 * 'none' leaves rows as they are (fast; deflate finds rows that repeat the row above, moved or not);
 * 'adaptive' tries the five PNG filters on each row (five times the work; smaller for smooth gradients).
 */
export type Filtering = 'none' | 'adaptive';

/** The PNG file of a raster, in a buffer of its own (a Buffer may sit in Node's shared pool). */
export function encodePng(raster: Raster, filtering: Filtering = 'none'): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(raster.width, 0);
  ihdr.writeUInt32BE(raster.height, 4);
  ihdr.set([8, COLOUR_TYPE[raster.channels], 0, 0, 0], 8);
  const parts = [PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(filtering === 'adaptive' ? filteredRows(raster) : unfilteredRows(raster))), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/** Base64 of a PNG (for data: URLs and JSON answers). */
export const pngBase64 = (png: Uint8Array<ArrayBuffer>): string => Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64');
