/**
 * The first-visit JavaScript the bench prints per route (issue 2's budget) counts every file the route
 * needs: the entry, the app's mount (React DOM, imported by the entry on every route), the screen and home's
 * blocks, found in whichever chunk holds them when the build groups several modules into one file.
 */
import { describe, expect, it } from 'vitest';
import type { Chunk } from '../../scripts/lib/bundle';
import { firstLoadFiles, heavyOnFirstPaint, restKeysOnFirstPaint } from '../../scripts/lib/bundle';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const chunk = (file: string, modules: string[], extra: Partial<Chunk> = {}): Chunk => ({
  file,
  isEntry: false,
  facade: null,
  imports: [],
  dynamicImports: [],
  modules: modules.map((m) => `/repo/${m}`),
  ...extra,
});

describe('first-visit JavaScript per route', () => {
  const config = structuredClone(loadAllMerchants().get('demo') as MerchantConfig);
  config.home.blocks = [{ type: 'bannerCarousel', props: {} }, { type: 'popularGames', props: {} }];
  const chunks = [
    chunk('assets/index.js', ['src/app/main.tsx'], { isEntry: true, imports: ['assets/runtime.js'] }),
    chunk('assets/runtime.js', ['rolldown:runtime']),
    chunk('assets/mount.js', ['src/app/mount.tsx', 'node_modules/react-dom/client.js']),
    chunk('assets/home.js', ['src/widgets/home/home-screen.tsx', 'src/widgets/home-carousels/banner-carousel.tsx'], { imports: ['assets/mount.js'] }),
    chunk('assets/popular.js', ['src/widgets/popular-games/popular-games-block.tsx'], { imports: ['assets/swiper.js'] }),
    chunk('assets/swiper.js', ['node_modules/swiper/swiper.mjs']),
    chunk('assets/login.js', ['src/widgets/login/login-screen.tsx']),
    chunk('assets/en.js', ['src/i18n/locales/en.json']),
    chunk('assets/my.js', ['src/i18n/locales/my.json']),
    chunk('assets/my-first.js', ['src/i18n/locales/my.json?part=first']),
    chunk('assets/my-rest.js', ['src/i18n/locales/my.json?part=rest']),
  ];
  const routes = firstLoadFiles(config, chunks);
  const filesOf = (screen: string) => [...(routes.find((r) => r.screen === screen)?.files ?? [])].sort();

  it('counts the entry, its imports, the mount chunk and the whole catalog of the default language (not the EN fallback, not its parts) on every route', () => {
    expect(filesOf('login')).toEqual(['assets/index.js', 'assets/login.js', 'assets/mount.js', 'assets/my.js', 'assets/runtime.js']);
  });

  it("counts home's screen and blocks from the grouped chunk that holds them, with what they import", () => {
    expect(filesOf('home')).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/mount.js',
      'assets/my.js',
      'assets/popular.js',
      'assets/runtime.js',
      'assets/swiper.js',
    ]);
  });

  it("names the heavy libraries and the game calls found in a first paint's files, and only in those", () => {
    const withGames = [...chunks, chunk('assets/games.js', ['src/api/games.ts', 'src/api/launch-rules.ts'])];
    expect(heavyOnFirstPaint(withGames, ['assets/index.js', 'assets/mount.js', 'assets/home.js'])).toEqual([]);
    expect(heavyOnFirstPaint(withGames, ['assets/home.js', 'assets/swiper.js', 'assets/games.js']).map((f) => [f.chunk, f.module.replace(/.*\/(node_modules|src)\//, '$1/')])).toEqual([
      ['assets/swiper.js', 'node_modules/swiper/swiper.mjs'],
      ['assets/games.js', 'src/api/games.ts'],
    ]);
  });
});

describe("texts on home's first paint", () => {
  const catalog = { home: { title: 'Home' }, records: { title: 'Records', empty: 'None' }, login: { title: 'Log in' } };
  const sources: Record<string, string> = {
    '/repo/src/widgets/home/home-screen.tsx': "t('home.title'); const code = 'login.not.member';",
    '/repo/src/renderer/frame/footer.tsx': `t('records.title'); t(\`records.$\{kind}\`);`,
    '/repo/src/widgets/records/records-screen.tsx': "t('records.empty');",
  };
  const chunks = [
    chunk('assets/home.js', ['src/widgets/home/home-screen.tsx', 'src/renderer/frame/footer.tsx', 'node_modules/x/records.js']),
    chunk('assets/records.js', ['src/widgets/records/records-screen.tsx']),
  ];
  const read = (m: string) => sources[m] ?? "t('records.title')";

  it("names second-part keys (and run-time keys with a second-part prefix) in the first paint's sources, not first-part keys, error codes or other files' keys", () => {
    expect(restKeysOnFirstPaint(chunks, ['assets/home.js'], catalog, read).map((k) => [k.module.replace(/.*\/src\//, 'src/'), k.key])).toEqual([
      ['src/renderer/frame/footer.tsx', 'records.title'],
      ['src/renderer/frame/footer.tsx', 'records.*'],
    ]);
  });
});
