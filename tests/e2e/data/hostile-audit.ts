/**
 * What hostile content may leave behind, looked for in a rendered tree: the unit check runs it over the
 * sanitiser's output (jsdom), the e2e check in the page (page.evaluate), so it is one self-contained function
 * with everything it needs passed in (it is serialised into the page: no imports, no outer names).
 */

export interface AuditOptions {
  /** The site's origin: a link stays on the site when it resolves there. */
  origin: string;
  forbiddenElements: readonly string[];
  forbiddenAttributes: readonly string[];
  /** PAYLOAD_ID's source: a payload's id, and its place's tag. */
  idPattern: string;
  /** Treat the whole tree as server HTML (the unit check); else only what is inside [data-server-html]. */
  allServer: boolean;
}

export interface Violation {
  /** The payload ids the offending element carries (empty: not put down to any payload). */
  ids: string[];
  what: string;
}

export function auditTree(root: ParentNode, options: AuditOptions): Violation[] {
  const found: Violation[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'srcdoc', 'data', 'poster', 'background', 'ping', 'codebase', 'cite', 'values', 'to', 'from', 'by'];
  const textHolders = ['script', 'style', 'title', 'textarea', 'xmp', 'noscript', 'template', 'iframe', 'noembed', 'noframes', 'plaintext'];
  const textAttributes = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'value'];
  const idsIn = (text: string) => [...text.matchAll(new RegExp(options.idPattern, 'g'))].map((m) => m[0]);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters and spaces in an address
  const squeeze = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    const attrs = Array.from(el.attributes);
    const inner = tag === 'template' ? el.innerHTML : textHolders.includes(tag) ? (el.textContent ?? '') : '';
    const own = `<${tag} ${attrs.map((a) => `${a.name}="${a.value}"`).join(' ')}>${inner}`;
    // Text the site puts in an attribute (a label, an alt text) is the payload shown as text, not markup of it.
    const markup = `<${tag} ${attrs.filter((a) => !textAttributes.includes(a.name.toLowerCase())).map((a) => `${a.name}="${a.value}"`).join(' ')}>${inner}`;
    const ids = idsIn(markup);
    const inServer = options.allServer || el.parentElement?.closest('[data-server-html]') != null;
    const flag = (what: string) => found.push({ ids, what: `${what}: ${own.slice(0, 160)}` });
    if ((inServer || ids.length > 0) && options.forbiddenElements.includes(tag)) flag(`element <${tag}>`);
    for (const attr of attrs) {
      const name = attr.name.toLowerCase();
      const value = squeeze(attr.value);
      if (name.startsWith('on')) flag(`handler ${name}`);
      else if (inServer && options.forbiddenAttributes.includes(name)) flag(`attribute ${name}`);
      if (urlAttributes.includes(name) && /(^|[\s,])(javascript|vbscript|livescript):/.test(value)) flag(`script address in ${name}`);
      else if (urlAttributes.includes(name) && value.startsWith('data:') && (inServer || ids.length > 0)) flag(`data: address in ${name}`);
    }
    // A link either stays on the site or opens https in a new tab without an opener.
    const href = (tag === 'a' || tag === 'area') && el.namespaceURI === 'http://www.w3.org/1999/xhtml' ? el.getAttribute('href') : null;
    if (href !== null) {
      let url: URL | undefined;
      try {
        url = new URL(href, options.origin);
      } catch {
        url = undefined;
      }
      const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      const onSite = url?.origin === options.origin && !href.trim().startsWith('//');
      const newTab = url?.protocol === 'https:' && el.getAttribute('target') === '_blank' && rel.includes('noopener');
      if (!onSite && !newTab) flag('link that leaves the site');
      if (onSite && el.hasAttribute('target') && inServer) flag('same-site link with a target');
    }
  }
  return found;
}
