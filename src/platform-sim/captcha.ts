/** A numeric captcha image as a base64 PNG (no `data:` prefix), drawn with a 3x5 digit font. */
import { encodePng, pngBase64 } from './png';

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

/** Draws the digits (grey on white, one pixel row of noise per digit) and returns base64 PNG. */
export function captchaPng(digits: string): string {
  const width = (digits.length * 4 + 1) * SCALE;
  const height = 7 * SCALE;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const fy = Math.floor(y / SCALE) - 1;
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(x / SCALE);
      const digit = digits[Math.floor((cell - 1) / 4)];
      const fx = (cell - 1) % 4;
      const on = digit !== undefined && cell > 0 && fx < 3 && fy >= 0 && fy < 5 && FONT[digit]?.[fy]?.[fx] === '1';
      if (on || (x * 7 + y * 13) % 97 === 0) pixels[y * width + x] = on ? 60 : 170;
    }
  }
  return pngBase64(encodePng({ width, height, channels: 1, pixels }));
}
