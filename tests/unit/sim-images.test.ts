/** The simulator's pictures: raster PNGs (icons, team crests, banners, captchas), valid and deterministic. */
import { describe, expect, it } from 'vitest';
import { glyph } from '../../src/platform-sim/bitmap-font';
import { captchaPng } from '../../src/platform-sim/captcha';
import { buildCatalogue, type Game } from '../../src/platform-sim/data/catalogue';
import { IMAGE_KINDS, initials, renderPng } from '../../src/platform-sim/data/images';
import { assetPng } from '../../src/platform-sim/data/queries';
import { crc32, encodePng } from '../../src/platform-sim/png';
import { bitwiseCrc32, readPng } from './support/png-reader';

const cat = buildCatalogue();

const SIZES = { banner: [750, 300], game: [160, 160], vendor: [160, 160], team: [160, 160], brand: [160, 160] } as const;

const isWhite = ([r, g, b, a = 255]: number[]) => r === 255 && g === 255 && b === 255 && a === 255;

describe('PNG encoding', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256);
    expect(crc32(bytes)).toBe(bitwiseCrc32(bytes));
  });

  it('round-trips grey, RGB and RGBA rasters, unfiltered or with adaptive filters', () => {
    for (const channels of [1, 3, 4] as const) {
      const [width, height] = [7, 5];
      const pixels = Uint8Array.from({ length: width * height * channels }, (_, i) => (i * 29 + (i % 7) * 3) % 256);
      for (const filtering of ['none', 'adaptive'] as const) {
        const png = readPng(encodePng({ width, height, channels, pixels }, filtering));
        expect([png.width, png.height, png.channels], `${channels} ${filtering}`).toEqual([width, height, channels]);
        expect(png.pixels).toEqual(pixels);
        if (filtering === 'none') expect(new Set(png.filters)).toEqual(new Set([0]));
      }
    }
  });

  it('draws the captcha as a valid grey PNG', () => {
    const png = readPng(Buffer.from(captchaPng('4821'), 'base64'));
    expect(png.colourType).toBe(0);
    expect([png.width, png.height]).toEqual([(4 * 4 + 1) * 6, 7 * 6]);
    expect(png.pixels.some((v) => v === 60)).toBe(true);
  });
});

describe('simulator pictures', () => {
  it('are valid PNGs of the size of their kind: RGB banners, RGBA shaped icons', () => {
    for (const kind of IMAGE_KINDS) {
      const bytes = renderPng(kind, 'x1', 'Golden Dragon');
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const png = readPng(bytes);
      const [width, height] = SIZES[kind];
      expect([png.width, png.height], kind).toEqual([width, height]);
      expect(png.chunks, kind).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(png.colourType, kind).toBe(kind === 'banner' ? 2 : 6);
      expect(png.inflatedLength, kind).toBe(height * (1 + width * png.channels));
    }
  });

  it('are small: a banner (home LCP image) and an icon stay under 10 KB', () => {
    expect(renderPng('banner', 'banner-1', 'Welcome Bonus 100%').length).toBeLessThan(10_000);
    expect(renderPng('game', '100001', 'Golden Dragon Megaways').length).toBeLessThan(10_000);
  });

  it('are transparent outside the rounded square or crest, opaque inside', () => {
    for (const kind of ['game', 'vendor', 'team'] as const) {
      const png = readPng(renderPng(kind, 'x1', 'Golden Dragon'));
      expect(png.pixel(0, 0)[3], `${kind} corner`).toBe(0);
      expect(png.pixel(40, 80)[3], `${kind} inside`).toBe(255);
    }
    const team = readPng(renderPng('team', 'x1', 'Golden Dragon'));
    expect(team.pixel(80, 4)[3], 'above the crest').toBe(0);
    expect(team.pixel(80, 158)[3], 'below the crest').toBe(0);
    expect(isWhite(team.pixel(80, 11)), 'the crest has a white border').toBe(true);
  });

  it('draw the initials or the short code in white', () => {
    const whiteIn = (bytes: Uint8Array, x0: number, y0: number, x1: number, y1: number) => {
      const png = readPng(bytes);
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (isWhite(png.pixel(x, y))) n++;
      return n;
    };
    // "GD" scaled up around the middle: hundreds of white pixels there, none on a blank label.
    expect(whiteIn(renderPng('game', 'x1', 'Golden Dragon'), 30, 50, 130, 110)).toBeGreaterThan(500);
    expect(whiteIn(renderPng('vendor', 'SBK', 'Skyline Sports'), 20, 50, 140, 110)).toBeGreaterThan(500);
    expect(whiteIn(renderPng('team', 'x1', 'Golden Dragon'), 30, 50, 130, 110)).toBeGreaterThan(500);
    expect(whiteIn(renderPng('banner', 'b', 'Welcome'), 150, 110, 450, 160)).toBeGreaterThan(500);
    expect(whiteIn(renderPng('banner', 'b', ''), 150, 110, 450, 160)).toBe(0);
  });

  it('are deterministic: the same id gives the same bytes, another id other colours', () => {
    for (const kind of IMAGE_KINDS) {
      const a = renderPng(kind, 'id1', 'Cats & Dogs');
      expect(Buffer.from(renderPng(kind, 'id1', 'Cats & Dogs')).equals(Buffer.from(a)), kind).toBe(true);
      const colourOf = (id: string) => readPng(renderPng(kind, id, 'Cats & Dogs')).pixel(36, 32).slice(0, 3);
      expect(colourOf('id2'), kind).not.toEqual(colourOf('id1'));
    }
  });

  it('keeps a rendered picture rather than drawing it again', () => {
    expect(renderPng('game', 'cached', 'Twice')).toBe(renderPng('game', 'cached', 'Twice'));
  });

  it('uses initials of up to two words, and a font where lower case draws as upper case', () => {
    expect(initials('Golden Dragon Megaways')).toBe('GD');
    expect(initials('***')).toBe('?');
    expect(glyph('g')).toEqual(glyph('G'));
    expect(glyph('\u00e9')).toEqual(glyph('?'));
    expect(glyph(' ')).toBeUndefined();
  });
});

describe('assetPng', () => {
  it('renders the catalogue image paths (every banner, vendor and team, every 20th game), query string ignored', () => {
    const paths = new Set<string>();
    JSON.stringify(cat, (_key, value: unknown) => {
      if (typeof value === 'string' && value.startsWith('/sim-assets/')) paths.add(value);
      return value;
    });
    const games = [...paths].filter((p) => p.startsWith('/sim-assets/game/'));
    const sample = [...[...paths].filter((p) => !p.startsWith('/sim-assets/game/')), ...games.filter((_, i) => i % 20 === 0)];
    expect(sample.length).toBeGreaterThan(40);
    for (const path of sample) expect(readPng(assetPng(cat, path) as Uint8Array).width, path).toBeGreaterThan(0);
    const game = cat.games[0] as Game;
    expect(assetPng(cat, `${game.iconUrl}?v=2`)).toBe(assetPng(cat, game.iconUrl));
    expect(assetPng(cat, game.iconUrl)).toEqual(renderPng('game', game.nodeId, game.displayName));
  });

  it('knows nothing of unknown ids, kinds, extensions or paths', () => {
    const game = cat.games[0] as Game;
    for (const path of ['/sim-assets/game/0.png', '/sim-assets/other/x.png', '/sim-assets/game/../secret.png', game.iconUrl.replace('.png', '.svg')]) {
      expect(assetPng(cat, path), path).toBeUndefined();
    }
  });
});
