/** Stamps one merchant into the merchant-independent index.html: config, theme, title, icons, language, splash. */
import { createHash } from 'node:crypto';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { CONFIG_ELEMENT_ID } from '../../src/config/load';
import { LANGUAGES } from '../../src/i18n/languages';
import { themeCss } from '../../src/lib/theme';

const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Stamped {
  html: string;
  /** CSP hash source of the inline theme style. */
  styleHash: string;
}

export function stampHtml(template: string, config: MerchantConfig): Stamped {
  const css = themeCss(config.theme);
  const { tag, dir } = LANGUAGES[config.languages.default];
  const icon = config.identity.icons?.favicon ?? config.identity.logo;
  const head = [
    `<meta name="theme-color" content="${escapeHtml(config.theme.colors.primary)}" />`,
    `<link rel="icon" href="/merchant/${escapeHtml(icon)}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<style id="livery-theme">${css}</style>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${escapeJson(JSON.stringify(config))}</script>`,
  ].join('\n    ');
  // Until the app's first render the page shows the merchant's header bar with its logo (the app's own
  // header takes its place), rather than a blank page with a spinner.
  const splash = `<div class="lv-header lv-splash" aria-hidden="true"><img class="lv-logo" src="/merchant/${escapeHtml(config.identity.logo)}" alt="" width="120" height="32" /></div>`;
  // Replacer functions: a `$` in config text must not be read as a replacement pattern.
  const html = template
    .replace('<!--livery:head-->', () => head)
    .replace('<div id="root">', () => `<div id="root">${splash}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(config.identity.displayName)}</title>`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${tag}" dir="${dir}">`);
  const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { html, styleHash };
}

export function webManifest(config: MerchantConfig): string {
  const icon = config.identity.icons?.app ?? config.identity.logo;
  return JSON.stringify(
    {
      name: config.identity.displayName,
      short_name: config.identity.displayName,
      start_url: '/m/home',
      display: 'standalone',
      background_color: config.theme.colors.background,
      theme_color: config.theme.colors.primary,
      lang: LANGUAGES[config.languages.default].tag,
      dir: LANGUAGES[config.languages.default].dir,
      icons: [{ src: `/merchant/${icon}`, sizes: 'any', type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }],
    },
    null,
    2,
  );
}

export function contentSecurityPolicy(styleHash: string, apiBaseUrl: string): string {
  const apiOrigin = apiBaseUrl.startsWith('https://') ? ` ${new URL(apiBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHash}`,
    "img-src 'self' data: https:",
    `connect-src 'self'${apiOrigin}`,
    "font-src 'self'",
    // Vendor games open in a frame (the launch screens): the site itself (the simulator's games) or https hosts.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
