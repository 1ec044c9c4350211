/** Reads the build's module report (dist/app/.vite/modules.json) to size routes and police the player bundle. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { FIRST_PART_NAMESPACES } from '../../src/i18n/catalog-parts';
import { LANGUAGES } from '../../src/i18n/languages';
import { WIDGETS, type WidgetEntry } from '../../src/registry/entries';

export interface Chunk {
  file: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** Bytes each module adds to the chunk (after tree-shaking, before minification). */
  sizes?: Record<string, number>;
}

/** The build's app folder (LIVERY_DIST, as in scripts/build.ts, lets parallel work build apart). */
export const APP_DIST = join(process.env.LIVERY_DIST ?? 'dist', 'app');

export function loadChunks(dist = APP_DIST): Chunk[] {
  return JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Chunk[];
}

/** Modules that must never reach players: server, validation, editor (the ops studio), simulator and test code. */
export const FORBIDDEN = [
  /node_modules\/(ajv|ajv-formats|@rjsf\/[^/]+|hono|@hono\/[^/]+|msw|json-schema-to-typescript|vitest|@vitest\/[^/]+|@testing-library\/[^/]+|@playwright\/[^/]+|playwright|playwright-core|markdown-to-jsx|diff)\//,
  /\/studio\/src\//,
  /\/src\/platform-sim\//,
  /\/src\/config\/validate\.ts$/,
  /\/tests\//,
  /\/scripts\//,
];

/**
 * Code home's first paint must not wait for (issue 15: heavy libraries off the first paint): the carousel,
 * the HTML sanitiser, the cipher, phone numbers, the virtual list, QR codes, and the game calls.
 */
export const OFF_FIRST_PAINT = [
  /node_modules\/(swiper|dompurify|des\.js|libphonenumber-js|@tanstack\/react-virtual|@tanstack\/virtual-core|uqr)\//,
  /[\\/]src[\\/]api[\\/]games\.ts$/,
];

/** Modules of `files` (a first paint's files) that OFF_FIRST_PAINT keeps off it. */
export function heavyOnFirstPaint(chunks: Chunk[], files: readonly string[]): { chunk: string; module: string }[] {
  const wanted = new Set(files);
  return chunks
    .filter((c) => wanted.has(c.file))
    .flatMap((c) => c.modules.filter((m) => OFF_FIRST_PAINT.some((re) => re.test(m))).map((module) => ({ chunk: c.file, module: relative(process.cwd(), module) })));
}

type CatalogTree = { [key: string]: string | CatalogTree };
const textAt = (catalog: CatalogTree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as CatalogTree)[part] : undefined), catalog);

/**
 * Keys of the catalog's second part (src/i18n/catalog-parts.ts) that the sources of a first paint's files
 * name: such a text would be missing on home's first screen until the rest arrives. A quoted `ns.key` counts
 * when the catalog has that text (so error codes like 'login.not.member' do not); a key built at run time
 * from a second-part prefix (`records.${…}`) counts as `ns.*`. `read` gives a module's source.
 */
export function restKeysOnFirstPaint(
  chunks: Chunk[],
  files: readonly string[],
  catalog: CatalogTree,
  read: (module: string) => string = (m) => readFileSync(m, 'utf8'),
): { module: string; key: string }[] {
  const wanted = new Set(files);
  const rest = Object.keys(catalog).filter((ns) => !FIRST_PART_NAMESPACES.includes(ns));
  const named = new RegExp(`['"\`]((?:${rest.join('|')})\\.(?:\\$\\{|[A-Za-z0-9_.]+))`, 'g');
  const found: { module: string; key: string }[] = [];
  for (const c of chunks) {
    if (!wanted.has(c.file)) continue;
    for (const m of c.modules) {
      if (m.includes('node_modules') || !/[\\/]src[\\/].*\.tsx?$/.test(m)) continue;
      for (const [, key = ''] of read(m).matchAll(named)) {
        const dynamic = key.endsWith('${');
        if (dynamic || typeof textAt(catalog, key) === 'string') found.push({ module: relative(process.cwd(), m), key: dynamic ? `${key.slice(0, -3)}.*` : key });
      }
    }
  }
  return found;
}

export function forbiddenModules(chunks: Chunk[]): { chunk: string; module: string }[] {
  return chunks.flatMap((c) =>
    c.modules.filter((m) => FORBIDDEN.some((re) => re.test(m))).map((module) => ({ chunk: c.file, module: relative(process.cwd(), module) })),
  );
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
export function staticClosure(chunks: Chunk[], start: string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return seen;
}

export function gzipBytes(file: string, dist = APP_DIST): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** Screen and block type -> source module (src/widgets/…, without extension), from the registry's entries. */
export function registryModules(): Map<string, string> {
  return new Map(Object.entries(WIDGETS).map(([type, entry]) => [type, `src/widgets/${entry.module}`]));
}

export interface RouteFiles {
  screen: string;
  paths: string[];
  files: string[];
}

export interface RouteCost extends RouteFiles {
  jsGzip: number;
}

/** The module id (its end) of one part of a language's catalog (src/i18n/catalog-parts.ts). */
const catalogModule = (tag: string, part: 'first' | 'rest') => `src/i18n/locales/${tag}.json?part=${part}`;

/**
 * The files a first visit of each route needs: the entry, the app's mount (React DOM, the renderer: the
 * entry imports it on every route), the screen, the catalog of the default language, home's blocks,
 * and what they import statically. A module is found in whichever chunk holds it (the build groups several
 * into one, scripts/lib/chunk-groups.ts).
 */
export function firstLoadFiles(config: MerchantConfig, chunks: Chunk[]): RouteFiles[] {
  const entry = chunks.filter((c) => c.isEntry).map((c) => c.file);
  const byModule = (suffix: string) => chunks.find((c) => c.modules.some((m) => m.endsWith(suffix)))?.file;
  const screens = registryModules();
  // EN, the fallback, is fetched only when the catalog lacks a key (src/i18n/setup.ts). The whole catalog:
  // a first visit of home loads only its first part, but this counts every route alike.
  const catalogs = [byModule(`src/i18n/locales/${LANGUAGES[config.languages.default].tag}.json`)];
  const blocks = config.home.blocks.map((b) => screens.get(b.type) ?? '').filter(Boolean);
  const byScreen = new Map<string, string[]>();
  for (const r of config.routes) byScreen.set(r.screen, [...(byScreen.get(r.screen) ?? []), r.path]);
  return [...byScreen].map(([screen, paths]) => {
    const screenFile = byModule(`${screens.get(screen) ?? ''}.tsx`);
    const extra = screen === 'home' ? blocks.map((m) => byModule(`${m}.tsx`)) : [];
    const start = [...entry, byModule('src/app/mount.tsx'), ...catalogs, screenFile, ...extra].filter((f): f is string => Boolean(f));
    return { screen, paths, files: [...staticClosure(chunks, start)] };
  });
}

/**
 * The JavaScript (gzip) home's first paint needs in `tag`'s language: the entry, the mount, the first part of
 * that catalog, the home screen and its first-screenful blocks (not the blocks that mount once the page is idle), with
 * what they import statically. Answers the files and their bytes.
 */
export function homeFirstPaint(config: MerchantConfig, tag: string, chunks = loadChunks()): { files: string[]; jsGzip: number } {
  const byModule = (suffix: string) => chunks.find((c) => c.modules.some((m) => m.endsWith(suffix)))?.file;
  const screens = registryModules();
  const entries: Record<string, WidgetEntry> = WIDGETS;
  const firstScreen = (type: string) => {
    const entry = entries[type];
    return entry?.kind === 'block' && entry.firstScreen;
  };
  const blocks = config.home.blocks.filter((b) => firstScreen(b.type)).map((b) => byModule(`${screens.get(b.type) ?? ''}.tsx`));
  const start = [
    ...chunks.filter((c) => c.isEntry).map((c) => c.file),
    byModule('src/app/mount.tsx'),
    byModule(catalogModule(tag, 'first')),
    byModule(`${screens.get('home') ?? ''}.tsx`),
    ...blocks,
  ].filter((f): f is string => Boolean(f));
  const files = [...staticClosure(chunks, start)].filter((f) => f.endsWith('.js'));
  return { files, jsGzip: files.reduce((sum, f) => sum + gzipBytes(f), 0) };
}

/** JavaScript (gzip) a first visit of each route needs (see firstLoadFiles). */
export function firstLoadCosts(config: MerchantConfig, chunks = loadChunks()): RouteCost[] {
  return firstLoadFiles(config, chunks).map((route) => ({
    ...route,
    jsGzip: route.files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0),
  }));
}
