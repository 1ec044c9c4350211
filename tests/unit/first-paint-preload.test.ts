/**
 * The stamped page's first-paint preloads (issue 5 "Budgets": the first banner is home's largest paint):
 * scripts/lib/bundle.ts firstPaintFiles picks, from the build's chunk graph and the merchant's config, the
 * mount chunk, the catalogs, the start route's screen and home's first (not later, not conditional) blocks
 * with their static imports and styles; scripts/lib/stamp.ts names them after Vite's own tags, and the service worker's shell list (shellFiles) follows the page.
 */
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { type Chunk, firstPaintFiles } from '../../scripts/lib/bundle';
import { shellFiles, stampHtml } from '../../scripts/lib/stamp';

const merchants = loadAllMerchants();
const demo = () => structuredClone(merchants.get('demo') as MerchantConfig);

const chunk = (file: string, facade: string | null, imports: string[] = [], css: string[] = [], isEntry = false): Chunk => ({
  file,
  isEntry,
  facade: facade && `/repo/${facade}`,
  imports,
  dynamicImports: [],
  modules: [],
  css,
});

/** A build's chunk graph in miniature: the entry, the mount chunk, catalogs, home, its blocks and the cipher. */
const CHUNKS: Chunk[] = [
  chunk('assets/index-E.js', 'index.html', ['assets/react-R.js'], ['assets/index-E.css'], true),
  chunk('assets/react-R.js', null),
  chunk('assets/mount-M.js', 'src/app/mount.tsx', ['assets/react-R.js', 'assets/react-dom-D.js', 'assets/content-C.js'], ['assets/mount-M.css']),
  chunk('assets/react-dom-D.js', null),
  chunk('assets/content-C.js', null),
  chunk('assets/cipher-X.js', null),
  chunk('assets/service-links-S.js', null, ['assets/cipher-X.js']),
  chunk('assets/en-1.js', 'src/i18n/locales/en.json'),
  chunk('assets/my-2.js', 'src/i18n/locales/my.json'),
  chunk('assets/ar-3.js', 'src/i18n/locales/ar.json'),
  chunk('assets/home-screen-H.js', 'src/widgets/home/home-screen.tsx', ['assets/react-R.js']),
  chunk('assets/login-screen-L.js', 'src/widgets/login/login-screen.tsx'),
  chunk('assets/download-bar-B.js', 'src/widgets/download/download-bar.tsx', [], ['assets/download-bar-B.css', 'assets/index-E.css']),
  chunk('assets/banner-carousel-C.js', 'src/widgets/home-carousels/banner-carousel.tsx', ['assets/game-launch-G.js'], ['assets/banner-carousel-C.css']),
  chunk('assets/game-launch-G.js', null),
  chunk('assets/extra-banner-X.js', 'src/widgets/extra-banner/extra-banner.tsx'),
  chunk('assets/notice-marquee-N.js', 'src/widgets/notice-marquee/notice-marquee.tsx'),
  chunk('assets/hot-matches-T.js', 'src/widgets/home-carousels/hot-matches.tsx'),
  chunk('assets/popular-games-block-P.js', 'src/widgets/popular-games/popular-games-block.tsx'),
  chunk('assets/side-service-bar-Q.js', 'src/widgets/side-service-bar/side-service-bar.tsx', ['assets/service-links-S.js']),
  chunk('assets/contract-prompt-K.js', 'src/widgets/home-popups/contract-prompt.tsx'),
];

describe('first-paint files of the start page', () => {
  it("demo: the mount chunk and its imports, MY and EN catalogs, home, and home's first blocks in config order", () => {
    const { scripts, styles } = firstPaintFiles(demo(), CHUNKS);
    expect(scripts).toEqual([
      'assets/mount-M.js',
      'assets/react-dom-D.js',
      'assets/content-C.js',
      'assets/my-2.js',
      'assets/en-1.js',
      'assets/home-screen-H.js',
      'assets/download-bar-B.js',
      'assets/banner-carousel-C.js',
      'assets/game-launch-G.js',
      'assets/extra-banner-X.js',
      'assets/notice-marquee-N.js',
    ]);
    // The entry's own imports and styles are already named by Vite's tags.
    expect(scripts).not.toContain('assets/react-R.js');
    expect(styles).toEqual(['assets/mount-M.css', 'assets/download-bar-B.css', 'assets/banner-carousel-C.css']);
  });

  it('leaves out the later blocks (ticker, lists, side bar and its cipher), conditional blocks and other screens', () => {
    const { scripts } = firstPaintFiles(demo(), CHUNKS);
    for (const later of ['hot-matches-T', 'popular-games-block-P', 'side-service-bar-Q', 'service-links-S', 'cipher-X', 'contract-prompt-K', 'login-screen-L', 'ar-3']) {
      expect(scripts.join(' ')).not.toContain(later);
    }
  });

  it("follows the merchant's config: its default language and its own home blocks", () => {
    const config = demo();
    config.languages.default = 'AR';
    config.home.blocks = [{ type: 'noticeMarquee' }, { type: 'hotMatches' }, { type: 'bannerCarousel', when: { permissions: ['session'] } }];
    const { scripts } = firstPaintFiles(config, CHUNKS);
    expect(scripts).toEqual(['assets/mount-M.js', 'assets/react-dom-D.js', 'assets/content-C.js', 'assets/ar-3.js', 'assets/en-1.js', 'assets/home-screen-H.js', 'assets/notice-marquee-N.js']);
  });
});

describe('the stamped page names them', () => {
  const TEMPLATE = [
    '<html lang="en" dir="ltr"><head><title>x</title><!--livery:head-->',
    '<script type="module" crossorigin src="/assets/index-E.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-R.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-E.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it("after Vite's own tags: modulepreload for scripts, low-priority preload for styles", () => {
    const { html } = stampHtml(TEMPLATE, demo(), firstPaintFiles(demo(), CHUNKS));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('href="/assets/mount-M.js"')).toBeGreaterThan(head.indexOf('href="/assets/index-E.css"'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/banner-carousel-C.js">');
    expect(head).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/banner-carousel-C.css">');
    expect(head).not.toContain('cipher');
  });

  it("the service worker's shell list includes them with the entry's files", () => {
    const { html } = stampHtml(TEMPLATE, demo(), firstPaintFiles(demo(), CHUNKS));
    expect(shellFiles(html)).toEqual(expect.arrayContaining(['/assets/index-E.js', '/assets/react-R.js', '/assets/index-E.css', '/assets/mount-M.js', '/assets/notice-marquee-N.js', '/assets/banner-carousel-C.css']));
  });

  it('without first-paint files the page is stamped as before', () => {
    const { html } = stampHtml(TEMPLATE, demo());
    expect(html).not.toContain('mount-M');
    expect(html).toContain('</head><body>');
  });
});
