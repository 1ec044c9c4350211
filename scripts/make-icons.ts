/**
 * npx tsx scripts/make-icons.ts <code>…: draws a merchant's installable-app PNGs from its app icon (an SVG
 * or any image the browser reads) with the local Chromium, no network: assets/icon-192.png, icon-512.png and
 * icon-maskable.png (the artwork inside the central 80% safe zone on the theme's primary colour). Point
 * identity.icons.app192 / app512 / maskable at them (this script prints the lines to add).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from './lib/browser';
import { loadAllMerchants, MERCHANTS_DIR } from './lib/merchants';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

const codes = process.argv.slice(2);
if (codes.length === 0) {
  console.error('usage: npx tsx scripts/make-icons.ts <merchant code>…');
  process.exit(2);
}
const merchants = loadAllMerchants();
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const code of codes) {
    const config = merchants.get(code);
    if (!config) throw new Error(`no merchant "${code}" under merchants/`);
    const source = config.identity.icons?.app ?? config.identity.logo;
    const data = readFileSync(join(MERCHANTS_DIR, code, source)).toString('base64');
    const url = `data:${TYPES[extname(source)] ?? 'image/png'};base64,${data}`;
    const draw = async (size: number, scale: number, background: string, file: string) => {
      const inner = Math.round(size * scale);
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}"><img src="${url}" width="${inner}" height="${inner}"></body>`,
      );
      await page.waitForFunction(() => document.images[0]?.complete);
      writeFileSync(join(MERCHANTS_DIR, code, 'assets', file), await page.screenshot({ omitBackground: background === 'transparent', type: 'png' }));
    };
    await draw(192, 1, 'transparent', 'icon-192.png');
    await draw(512, 1, 'transparent', 'icon-512.png');
    // Maskable: launchers crop to a circle or squircle of at least the central 80%; the artwork fits in it.
    await draw(512, 0.7, config.theme.colors.primary, 'icon-maskable.png');
    console.log(`${code}: assets/icon-192.png, assets/icon-512.png, assets/icon-maskable.png`);
    console.log('  "app192": "assets/icon-192.png", "app512": "assets/icon-512.png", "maskable": "assets/icon-maskable.png"');
  }
} finally {
  await browser.close();
}
