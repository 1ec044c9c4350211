/**
 * Server HTML (help centre, notices, announcements, inbox) made safe to render (DESIGN.md "Security by
 * default"): DOMPurify with a tag and attribute allow-list, then links and images allow-listed to
 * https:// addresses and same-origin paths. External links open in a new tab without an opener.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { type SafeUrl, safeUrl } from './safe-url';

const ALLOWED_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
const PLAIN_ATTR = ['lang', 'dir', 'colspan', 'rowspan', 'width', 'height'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', ...PLAIN_ATTR];
/** Defence in depth: DOMPurify drops other schemes before the hook looks (PLAIN_ATTR are exempt from it). */
const ALLOWED_URI_REGEXP = /^(?:https:\/\/|\/(?![\\/]))/i;

/** Sets an address to the form lib/safe-url normalised it, or removes it; answers what was kept. */
function keepSafe(node: Element, attribute: 'href' | 'src'): SafeUrl | undefined {
  const url = safeUrl(node.getAttribute(attribute));
  if (url) node.setAttribute(attribute, url.href);
  else node.removeAttribute(attribute);
  return url;
}

function allowListUrls(node: Element): void {
  if (node.tagName === 'IMG') keepSafe(node, 'src');
  if (node.tagName !== 'A') return;
  const kind = keepSafe(node, 'href')?.kind;
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (kind === 'https') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: Purifier | undefined;

function instance(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const created = DOMPurify(window);
  if (!created.isSupported) return undefined;
  created.addHook('afterSanitizeAttributes', allowListUrls);
  purifier = created;
  return purifier;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe HTML for `dangerouslySetInnerHTML`. Without a DOM to parse with it fails closed: the text, escaped. */
export function sanitizeHtml(html: string): string {
  const dompurify = instance();
  if (!dompurify) return html.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
  return dompurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ADD_URI_SAFE_ATTR: PLAIN_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
