/**
 * Locally generated pictures for the simulator (banners, vendor and game icons, team logos): small,
 * deterministic PNGs, so no image ever comes from the network. A real platform serves raster icons, and
 * Chromium decodes a PNG off the main thread where every SVG <img> was a document of its own to parse,
 * style and lay out (169-200 ms tasks on a 5,000-game list). Colours follow a hash of the id.
 */
import { GLYPH_ADVANCE, GLYPH_HEIGHT, glyph } from '../bitmap-font';
import { encodePng, type Raster } from '../png';
import { hashString } from './random';

/** `brand`: a merchant's logo or icon as the platform's resources name it (routes/content.ts, brandResources). */
export type ImageKind = 'game' | 'vendor' | 'team' | 'banner' | 'brand';

export const IMAGE_KINDS: readonly ImageKind[] = ['game', 'vendor', 'team', 'banner', 'brand'];

export const PNG_CONTENT_TYPE = 'image/png';

/**
 * Pixel sizes. Icons show at 56-96 CSS px (game tiles about 80), so 160 px stays sharp on a 2x screen and
 * costs two thirds of 200 px to draw; the shapes below are laid out on a 200-unit square (750x300 for
 * banners) and scaled.
 */
export const IMAGE_SIZE: Record<ImageKind, { width: number; height: number }> = {
  banner: { width: 750, height: 300 },
  game: { width: 160, height: 160 },
  vendor: { width: 160, height: 160 },
  team: { width: 160, height: 160 },
  brand: { width: 160, height: 160 },
};

const LAYOUT: Record<ImageKind, { width: number; height: number }> = {
  banner: { width: 750, height: 300 },
  game: { width: 200, height: 200 },
  vendor: { width: 200, height: 200 },
  team: { width: 200, height: 200 },
  brand: { width: 200, height: 200 },
};

/** Up to two initials from the label's words ("Golden Dragon Megaways" -> "GD"); '?' for no letters. */
export function initials(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('');
  return letters || '?';
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`;
}

// ---------------------------------------------------------------- colours

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [channel(0), channel(8), channel(4)];
}


// ---------------------------------------------------------------- shapes (signed distances, negative inside)

type Distance = (x: number, y: number) => number;

/** Math.hypot is several times slower, and this runs for every pixel. */
const length = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

/** Anti-aliased coverage of a pixel whose centre is `d` from an edge. */
const coverage = (d: number) => (d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d);

function roundedRect(x0: number, y0: number, x1: number, y1: number, radius: number): Distance {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hw = (x1 - x0) / 2 - radius;
  const hh = (y1 - y0) / 2 - radius;
  return (x, y) => {
    const qx = Math.abs(x - cx) - hw;
    const qy = Math.abs(y - cy) - hh;
    return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };
}

const circle =
  (cx: number, cy: number, r: number): Distance =>
  (x, y) =>
    length(x - cx, y - cy) - r;

/** A band `halfWidth` either side of a shape's edge. */
const ring =
  (shape: Distance, halfWidth: number): Distance =>
  (x, y) =>
    Math.abs(shape(x, y)) - halfWidth;

/** A convex polygon (points clockwise on screen) as the largest distance past any of its edges. */
function convexPolygon(points: readonly [number, number][]): Distance {
  const edges = points.map(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length] as [number, number];
    const size = length(x1 - x0, y1 - y0);
    const nx = (y1 - y0) / size;
    const ny = (x0 - x1) / size;
    return { nx, ny, c: nx * x0 + ny * y0 };
  });
  return (x, y) => {
    let d = Number.NEGATIVE_INFINITY;
    for (const e of edges) d = Math.max(d, e.nx * x + e.ny * y - e.c);
    return d;
  };
}

function quadratic(from: [number, number], control: [number, number], to: [number, number], steps: number): [number, number][] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    const u = 1 - t;
    return [u * u * from[0] + 2 * u * t * control[0] + t * t * to[0], u * u * from[1] + 2 * u * t * control[1] + t * t * to[1]];
  });
}

/** The team crest: M100 12 L178 40 L170 120 Q160 168 100 190 Q40 168 30 120 L22 40 Z. */
const SHIELD = convexPolygon([
  [100, 12],
  [178, 40],
  [170, 120],
  ...quadratic([170, 120], [160, 168], [100, 190], 8),
  ...quadratic([100, 190], [40, 168], [30, 120], 8),
  [22, 40],
]);

// ---------------------------------------------------------------- text

/** A mask (1 = white text) of the width and height. */
type TextMask = Uint8Array;

/**
 * Draws the text centred on (cx, cy) into the mask, in the 5x7 font scaled by whole pixels: the largest
 * scale up to `maxScale` that fits `maxWidth` (all in pixels).
 */
function drawText(mask: TextMask, width: number, text: string, cx: number, cy: number, maxScale: number, maxWidth: number): void {
  const scale = Math.max(1, Math.min(Math.floor(maxScale), Math.floor((maxWidth + 1) / (text.length * GLYPH_ADVANCE))));
  const textWidth = text.length * GLYPH_ADVANCE * scale - scale;
  const left = Math.round(cx - textWidth / 2);
  const top = Math.round(cy - (GLYPH_HEIGHT * scale) / 2);
  [...text].forEach((ch, i) => {
    glyph(ch)?.forEach((row, gy) => {
      row.forEach((on, gx) => {
        if (!on) return;
        const x0 = left + (i * GLYPH_ADVANCE + gx) * scale;
        const y0 = top + gy * scale;
        for (let y = y0; y < y0 + scale; y++) mask.fill(1, y * width + x0, y * width + x0 + scale);
      });
    });
  });
}

// ---------------------------------------------------------------- pictures

interface Overlay {
  shape: Distance;
  opacity: number;
}

interface Picture {
  kind: ImageKind;
  from: Rgb;
  to: Rgb;
  /** Where the picture is opaque (undefined: everywhere, an RGB image). */
  shape?: Distance;
  /** A white border of this width (layout units) inside the shape's edge. */
  border?: number;
  /** Translucent white shapes, clipped to the shape; hard-edged (at 10-35 % white a soft edge shows little and costs bytes). */
  overlays: Overlay[];
  text: TextMask;
}

/**
 * The gradient's position (0-1) at a pixel. Icons run corner to corner, constant along 45° lines, so each
 * row is the row above moved one pixel, which deflate finds. Banners run left to right, so every row is
 * the same gradient and filters to zeros: 750x300 stays a few KB (banners are home's LCP image).
 */
const gradientAt = (kind: ImageKind, x: number, y: number, width: number, height: number) =>
  kind === 'banner' ? x / width : (x + y) / (width + height);

function rasterise(p: Picture): Raster {
  const { width, height } = IMAGE_SIZE[p.kind];
  const layout = LAYOUT[p.kind];
  /** Layout units per pixel: shapes are measured in layout units, edges are anti-aliased in pixels. */
  const unit = layout.width / width;
  const channels = p.shape ? 4 : 3;
  const pixels = new Uint8Array(width * height * channels);
  const [r0, g0, b0] = p.from;
  const [dr, dg, db] = [p.to[0] - r0, p.to[1] - g0, p.to[2] - b0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) * unit;
      const py = (y + 0.5) * unit;
      const edge = p.shape ? p.shape(px, py) / unit : Number.NEGATIVE_INFINITY;
      const alpha = coverage(edge);
      if (alpha === 0) continue;
      // How much white covers the gradient here: text, then the border, then the translucent shapes.
      let white = p.text[y * width + x] === 1 ? 1 : p.border === undefined ? 0 : 1 - coverage(edge + p.border / unit);
      for (const o of p.overlays) {
        if (white < 1 && o.shape(px, py) < 0) white += (1 - white) * o.opacity;
      }
      const t = gradientAt(p.kind, px, py, layout.width, layout.height);
      const at = (y * width + x) * channels;
      pixels[at] = Math.round(r0 + dr * t + (255 - r0 - dr * t) * white);
      pixels[at + 1] = Math.round(g0 + dg * t + (255 - g0 - dg * t) * white);
      pixels[at + 2] = Math.round(b0 + db * t + (255 - b0 - db * t) * white);
      if (channels === 4) pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return { width, height, channels, pixels };
}

function picture(kind: ImageKind, id: string, label: string): Picture {
  const h = hashString(`${kind}:${id}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const { width, height } = IMAGE_SIZE[kind];
  const unit = LAYOUT[kind].width / width;
  const base = { kind, from: hslToRgb(hue, 70, 45), to: hslToRgb(hue2, 75, 30), text: new Uint8Array(width * height) };
  /** Text centred on (cx, cy), in layout units like the shapes. */
  const text = (content: string, cx: number, cy: number, maxScale: number, maxWidth: number) =>
    drawText(base.text, width, content, cx / unit, cy / unit, maxScale / unit, maxWidth / unit);
  switch (kind) {
    case 'banner': {
      const cx = 560 + ((h >>> 3) % 120);
      text(truncate(label, 26), 300, 135, 4, 540);
      text('LIVERY SIMULATOR', 300, 195, 2, 540);
      return { ...base, overlays: [{ shape: circle(cx, 150, 190), opacity: 0.12 }, { shape: circle(cx - 60, 240, 90), opacity: 0.1 }] };
    }
    case 'vendor':
      text(truncate(id.replace(/_/g, ' '), 8), 100, 100, 8, 150);
      return { ...base, shape: roundedRect(0, 0, 200, 200, 28), overlays: [{ shape: ring(roundedRect(18, 18, 182, 182, 20), 2), opacity: 0.35 }] };
    case 'team':
      text(initials(label), 100, 100, 8, 120);
      return { ...base, shape: (x, y) => SHIELD(x, y) - 3, border: 6, overlays: [] };
    default: {
      const r = 40 + ((h >>> 5) % 40);
      text(initials(label), 100, 100, 9, 150);
      return { ...base, shape: roundedRect(0, 0, 200, 200, 24), overlays: [{ shape: circle(150 - (r >> 2), 50 + (r >> 2), r), opacity: 0.15 }] };
    }
  }
}

/**
 * Rendered pictures, least recently used first, up to 32 MB (about 9,000 icons): enough for a 5,000-game
 * list, whose every scroll from top to bottom asks for each icon in turn (an LRU smaller than that list
 * would miss every time).
 */
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const CACHE_BYTES = 32 * 1024 * 1024;
let cachedBytes = 0;

/**
 * A small PNG picture for an image id: banners 750x300 RGB, everything else 160x160 RGBA (transparent
 * outside the rounded square or the crest), with the initials or the vendor's code; the game's name is
 * under its tile, too small to read inside the icon. The same (kind, id, label) always gives the same bytes.
 * The answer is shared: do not change it.
 */
export function renderPng(kind: ImageKind, id: string, label: string): Uint8Array<ArrayBuffer> {
  const key = `${kind}\u0000${id}\u0000${label}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = encodePng(rasterise(picture(kind, id, label)), kind === 'banner' ? 'adaptive' : 'none');
  cache.set(key, png);
  cachedBytes += png.length;
  for (const [oldest, bytes] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= bytes.length;
  }
  return png;
}
