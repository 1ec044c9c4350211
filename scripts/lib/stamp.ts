/** Stamps one merchant into the merchant-independent index.html: config, theme, title, icons, language, splash. */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { hasPngAppIcons, pageIcon } from '../../src/config/icons';
import { CONFIG_ELEMENT_ID } from '../../src/config/load';
import { LANGUAGES } from '../../src/i18n/languages';
import { safeHttps } from '../../src/lib/safe-url';
import { themeCss } from '../../src/lib/theme';
import { SECURITY_HEADERS, STATIC_CSP } from './security-headers';
import { contentType } from './static-files';

const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A CSP hash source of an inline style or script. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface Stamped {
  html: string;
  /** CSP hash source of the inline theme style. */
  styleHash: string;
}

/** The largest logo written into the page itself (a bigger one is fetched as a file). */
export const INLINE_LOGO_MAX_BYTES = 4096;

/** A small image file as a data: address (the page's CSP allows data: images), else undefined. */
export function inlineImage(file: string, maxBytes = INLINE_LOGO_MAX_BYTES): string | undefined {
  const type = contentType(file);
  if (!type.startsWith('image/') || statSync(file).size > maxBytes) return undefined;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

export interface StampOptions {
  /** The splash logo as a data: address: the first paint then needs no request but the page and its styles. */
  splashLogo?: string;
  /**
   * Writes the page's Content-Security-Policy into it as a <meta>, for a host that sends no header (the build
   * does; the dev server does not: Vite's own inline scripts would be refused).
   */
  policyMeta?: boolean;
}

export function stampHtml(template: string, config: MerchantConfig, options: StampOptions = {}): Stamped {
  const css = themeCss(config.theme);
  const { tag, dir } = LANGUAGES[config.languages.default];
  const icon = pageIcon(config.identity, config.identity.icons?.favicon ?? config.identity.logo);
  const head = [
    `<meta name="theme-color" content="${escapeHtml(config.theme.colors.primary)}" />`,
    `<link rel="icon" href="/merchant/${escapeHtml(icon)}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<style id="livery-theme">${css}</style>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${escapeJson(JSON.stringify(config))}</script>`,
  ].join('\n    ');
  // Until the app's first render the page shows the merchant's header bar with its logo (the app's own
  // header takes its place), rather than a blank page with a spinner. The logo is the first paint: written
  // into the page when small, else asked for before the app's code (which the page asks for at the same time).
  const logo = options.splashLogo ?? `/merchant/${config.identity.logo}`;
  const splash = `<div class="lv-header lv-splash" aria-hidden="true"><img class="lv-logo" src="${escapeHtml(logo)}" alt="" width="120" height="32" fetchpriority="high" /></div>`;
  const styleHash = sha256(css);
  // First in the head, so that it covers every script, style and link after it (a policy in a <meta> does not
  // apply to what comes before it).
  // Just after the charset (which must come within the first bytes), else at the head's start.
  const policy = options.policyMeta ? `\n    ${policyMetaTag(pageCsp(styleHash, config))}` : '';
  const policyAfter = /<meta charset="[^"]*"\s*\/?>/i.test(template) ? /<meta charset="[^"]*"\s*\/?>/i : /<head>/i;
  // Replacer functions: a `$` in config text must not be read as a replacement pattern.
  const html = template
    .replace(policyAfter, (start) => `${start}${policy}`)
    .replace('<!--livery:head-->', () => head)
    .replace('<div id="root">', () => `<div id="root">${splash}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(config.identity.displayName)}</title>`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${tag}" dir="${dir}">`);
  return { html, styleHash };
}

/** Where the installed app opens, and the page the service worker keeps as the app shell. */
export const START_URL = '/m/home';

export function webManifest(config: MerchantConfig): string {
  const icons = config.identity.icons;
  const vector = icons?.app ?? config.identity.logo;
  const entries: { src: string; sizes: string; type: string; purpose?: string }[] = [];
  if (icons?.app192) entries.push({ src: `/merchant/${icons.app192}`, sizes: '192x192', type: 'image/png', purpose: 'any' });
  if (icons?.app512) entries.push({ src: `/merchant/${icons.app512}`, sizes: '512x512', type: 'image/png', purpose: 'any' });
  if (icons?.maskable) entries.push({ src: `/merchant/${icons.maskable}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  // Chrome draws an SVG "any" icon for its install prompt in the page's renderer, on its main thread while
  // the first screen is built; with both PNG sizes listed the vector adds nothing an install needs.
  if (!hasPngAppIcons(config.identity)) {
    entries.push({ src: `/merchant/${vector}`, sizes: 'any', type: vector.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' });
  }
  return JSON.stringify(
    {
      id: '/',
      name: config.identity.displayName,
      short_name: config.identity.displayName,
      start_url: START_URL,
      scope: '/',
      display: 'standalone',
      background_color: config.theme.colors.background,
      theme_color: config.theme.colors.primary,
      lang: LANGUAGES[config.languages.default].tag,
      dir: LANGUAGES[config.languages.default].dir,
      icons: entries,
    },
    null,
    2,
  );
}

/** The app shell's own files: the entry script, its preloaded chunks and the styles index.html names. */
export function shellFiles(indexHtml: string): string[] {
  return [...new Set([...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string))];
}

/** The texts of the offline page (i18n namespace `pwa`) in one language. */
export interface OfflineTexts {
  offlineTitle: string;
  offlineBody: string;
  retry: string;
}

type Catalog = { pwa?: Partial<OfflineTexts> };

/**
 * The page the service worker shows for a navigation when the network is gone and no app shell is cached:
 * the merchant's colours and name, its texts in every supported language (from the locale catalogs at build
 * time, English where a catalog lacks them), chosen in the page by the stored language preference (the
 * same localStorage key as the app), ?lang=, then the merchant's default. CSP allows only its own inline
 * style and script, by hash.
 */
export function offlinePage(config: MerchantConfig, catalog: (tag: string) => Catalog | undefined, preferencesKey: string): { html: string; csp: string } {
  const english = catalog('en')?.pwa ?? {};
  const texts: Record<string, { tag: string; dir: string } & OfflineTexts> = {};
  for (const code of config.languages.supported) {
    const { tag, dir } = LANGUAGES[code];
    const own = catalog(tag)?.pwa ?? {};
    const pick = (key: keyof OfflineTexts) => own[key] ?? english[key] ?? '';
    texts[code] = { tag, dir, offlineTitle: pick('offlineTitle'), offlineBody: pick('offlineBody'), retry: pick('retry') };
  }
  const fallback = texts[config.languages.default] ?? Object.values(texts)[0];
  if (!fallback) throw new Error(`${config.identity.code}: no language for the offline page`);
  const { primary, onPrimary, background } = config.theme.colors;
  const css = [
    `body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,sans-serif;background:${background};color:#1f2937}`,
    `header{background:${primary};color:${onPrimary};padding-block:12px;padding-inline:16px;font-weight:700;font-size:18px}`,
    'main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center}',
    'h1{font-size:20px;margin:0}p{margin:0;max-width:32ch}',
    `button{min-height:44px;min-width:44px;padding-inline:24px;border:0;border-radius:8px;background:${primary};color:${onPrimary};font:inherit;font-weight:600;cursor:pointer}`,
    `button:focus-visible{outline:3px solid ${primary};outline-offset:3px}`,
  ].join('');
  const script = [
    `var T=${escapeJson(JSON.stringify(texts))},D=${escapeJson(JSON.stringify(config.languages.default))},c;`,
    `try{c=JSON.parse(localStorage.getItem(${JSON.stringify(preferencesKey)})||'{}').state.language}catch(e){}`,
    "var q=new URLSearchParams(location.search).get('lang');if(q&&T[q.toUpperCase()])c=q.toUpperCase();",
    'var t=T[c]||T[D];document.documentElement.lang=t.tag;document.documentElement.dir=t.dir;',
    "document.getElementById('t').textContent=t.offlineTitle;document.getElementById('b').textContent=t.offlineBody;",
    "var r=document.getElementById('r');r.textContent=t.retry;r.addEventListener('click',function(){location.reload()});",
  ].join('');
  const html = `<!doctype html>
<html lang="${fallback.tag}" dir="${fallback.dir}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${escapeHtml(primary)}" />
<title>${escapeHtml(config.identity.displayName)}</title>
<style>${css}</style>
</head>
<body>
<header>${escapeHtml(config.identity.displayName)}</header>
<main role="alert">
<h1 id="t">${escapeHtml(fallback.offlineTitle)}</h1>
<p id="b">${escapeHtml(fallback.offlineBody)}</p>
<button type="button" id="r">${escapeHtml(fallback.retry)}</button>
</main>
<script>${script}</script>
</body>
</html>
`;
  const csp = `default-src 'self'; script-src ${sha256(script)}; style-src ${sha256(css)}; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/**
 * The https origins the page's social sign-in calls (each provider's token endpoint: the code exchange). A
 * same-origin path ("/…", never "//host/…", which is another host) is covered by 'self'; anything else
 * (which validation refuses) adds nothing, so the browser blocks it. The authorisation page is a navigation,
 * which the policy leaves alone.
 */
export function oauthOrigins(config: Pick<MerchantConfig, 'socialSignIn'>): string[] {
  const endpoints = Object.values(config.socialSignIn).flatMap((client) => (client ? [client.tokenEndpoint] : []));
  return [...new Set(endpoints.flatMap((e) => safeHttps(e) ?? []).map((e) => new URL(e).origin))];
}

/**
 * Firebase phone verification (register.phoneVerification "firebase"): against the merchant's real project the
 * SDK calls Google's auth hosts and loads reCAPTCHA's script (its frame is covered by frame-src https:); with
 * an emulator it calls only the emulator (the site's own origin for "/").
 */
export function firebaseOrigins(config: Pick<MerchantConfig, 'firebase' | 'register'>): { connect: string[]; script: string[] } {
  const firebase = config.register.phoneVerification === 'firebase' ? config.firebase : undefined;
  if (!firebase) return { connect: [], script: [] };
  if (firebase.emulatorUrl) return { connect: firebase.emulatorUrl === '/' ? [] : [new URL(firebase.emulatorUrl).origin], script: [] };
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  };
}

/** A merchant's page policy: its theme style by hash, its platform, social sign-in and Firebase origins. */
export const pageCsp = (styleHash: string, config: Pick<MerchantConfig, 'api' | 'socialSignIn' | 'firebase' | 'register'>) => {
  const firebase = firebaseOrigins(config);
  return contentSecurityPolicy(styleHash, config.api.baseUrl, [...oauthOrigins(config), ...firebase.connect], firebase.script);
};

/** Directives a policy in a <meta> may not carry (browsers ignore them there, with a console warning). */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

/**
 * A policy as a <meta http-equiv>. frame-ancestors is left to the header (a <meta> cannot say who may frame
 * the page), so a host that sends no header leaves the page frameable: the _headers file covers that.
 */
export function policyMetaTag(policy: string): string {
  const directives = policy.split(/;\s*/).filter((d) => d && !HEADER_ONLY.test(d));
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(directives.join('; '))}" />`;
}

/**
 * A merchant site's `_headers` (the format of Cloudflare Pages and Netlify): what npm start sends with its
 * answers, for a merchant who hosts dist/sites/<code>/ on a CDN. The offline page and the merchant's files have
 * policies of their own; the `! Content-Security-Policy` lines (Cloudflare Pages) drop the page policy there,
 * which would otherwise be enforced beside theirs (two policies both apply).
 */
export function cdnHeaders(page: string, offline: string): string {
  const common = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Response headers for a CDN serving this folder (npm start sends the same).',
    '/*',
    `  Content-Security-Policy: ${page}`,
    ...common,
    '/offline.html',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${offline}`,
    '/merchant/*',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${STATIC_CSP}`,
    '',
  ].join('\n');
}

export function contentSecurityPolicy(styleHash: string, apiBaseUrl: string, connectOrigins: readonly string[] = [], scriptOrigins: readonly string[] = []): string {
  const apiOrigin = apiBaseUrl.startsWith('https://') ? ` ${new URL(apiBaseUrl).origin}` : '';
  const others = connectOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${scriptOrigins.map((origin) => ` ${origin}`).join('')}`,
    `style-src 'self' ${styleHash}`,
    "img-src 'self' data: https:",
    `connect-src 'self'${apiOrigin}${others}`,
    "font-src 'self'",
    // Vendor games open in a frame (the launch screens): the site itself (the simulator's games) or https hosts.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
