/**
 * Locally generated pictures for the simulator (banners, vendor and game icons, team logos): small,
 * deterministic SVGs, so no image ever comes from the network. Colours follow a hash of the id.
 */
import { hashString } from './random';

export type ImageKind = 'game' | 'vendor' | 'team' | 'banner';

export const IMAGE_KINDS: readonly ImageKind[] = ['game', 'vendor', 'team', 'banner'];

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Up to two initials from the label's words ("Golden Dragon Megaways" -> "GD"); '?' for no letters. */
export function initials(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('');
  return letters || '?';
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`;
}

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/**
 * A small SVG picture for an image id. Banners are 750x300, everything else 200x200. The same
 * (kind, id, label) always gives the same text.
 */
export function renderSvg(kind: ImageKind, id: string, label: string): string {
  const h = hashString(`${kind}:${id}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const from = hsl(hue, 70, 45);
  const to = hsl(hue2, 75, 30);
  const gid = `g${h.toString(36)}`;
  const [w, hgt] = kind === 'banner' ? [750, 300] : [200, 200];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img" aria-label="${escapeXml(label)}">`;
  const defs = `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  const text = (x: number, y: number, size: number, content: string, weight = 700) =>
    `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${weight}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(content)}</text>`;
  let body: string;
  switch (kind) {
    case 'banner': {
      const cx = 560 + ((h >>> 3) % 120);
      body =
        `<rect width="750" height="300" fill="url(#${gid})"/>` +
        `<circle cx="${cx}" cy="150" r="190" fill="#fff" fill-opacity="0.12"/>` +
        `<circle cx="${cx - 60}" cy="240" r="90" fill="#fff" fill-opacity="0.1"/>` +
        text(300, 135, 44, truncate(label, 26)) +
        text(300, 195, 22, 'Livery simulator', 400);
      break;
    }
    case 'vendor':
      body =
        `<rect width="200" height="200" rx="28" fill="url(#${gid})"/>` +
        `<rect x="18" y="18" width="164" height="164" rx="20" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>` +
        text(100, 92, 40, truncate(id.replace(/_/g, ' '), 8)) +
        text(100, 142, 16, truncate(label, 18), 400);
      break;
    case 'team':
      body =
        `<path d="M100 12 L178 40 L170 120 Q160 168 100 190 Q40 168 30 120 L22 40 Z" fill="url(#${gid})" stroke="#fff" stroke-width="6"/>` +
        text(100, 100, 56, initials(label));
      break;
    default: {
      const r = 40 + ((h >>> 5) % 40);
      body =
        `<rect width="200" height="200" rx="24" fill="url(#${gid})"/>` +
        `<circle cx="${150 - (r >> 2)}" cy="${50 + (r >> 2)}" r="${r}" fill="#fff" fill-opacity="0.15"/>` +
        text(100, 92, 64, initials(label)) +
        text(100, 160, 15, truncate(label, 22), 400);
    }
  }
  return `${open}${defs}${body}</svg>`;
}
