// @vitest-environment jsdom
/** Server HTML is sanitised with DOMPurify; links and images are allow-listed (DESIGN.md "Security by default"). */
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../src/lib/safe-html';

const fragment = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

describe('sanitizeHtml: what is removed', () => {
  it('drops scripts and keeps the surrounding text', () => {
    expect(sanitizeHtml('<p>Deposit</p><script>alert(1)</script>')).toBe('<p>Deposit</p>');
  });

  it('drops event handlers', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" onerror="alert(1)"><p onclick="x()">Hi</p>')).toBe('<img src="https://cdn.example/a.png"><p>Hi</p>');
  });

  it('drops iframes, forms, inputs, styles and style attributes', () => {
    const html = '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"><button>Go</button></form><style>p{}</style><p style="color:red">Text</p>';
    expect(sanitizeHtml(html)).toBe('Go<p>Text</p>');
  });

  it('drops svg and math (script-capable namespaces)', () => {
    expect(sanitizeHtml('<svg><a href="javascript:alert(1)"><text>x</text></a></svg><math><mi>y</mi></math>ok')).toBe('ok');
  });

  it('keeps ordinary formatting and the lang attribute', () => {
    const html = '<div lang="en"><p><strong>Bold</strong> and <em>em</em></p><ul><li>One</li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('sanitizeHtml: links are allow-listed', () => {
  it('removes a javascript: link target, keeping the text', () => {
    const a = fragment('<a href="javascript:alert(1)">Click</a>').querySelector('a');
    expect([a?.hasAttribute('href'), a?.textContent]).toEqual([false, 'Click']);
  });

  it('neutralises an http: external link (no href left)', () => {
    const a = fragment('<a href="http://insecure.example/page">Page</a>').querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
  });

  it('keeps an https link, opening in a new tab with rel="noopener noreferrer"', () => {
    const a = fragment('<a href="https://support.example.com/help" target="_self" rel="opener">Help</a>').querySelector('a');
    expect([a?.getAttribute('href'), a?.getAttribute('target'), a?.getAttribute('rel')]).toEqual(['https://support.example.com/help', '_blank', 'noopener noreferrer']);
  });

  it('keeps a same-origin path without target or rel', () => {
    const a = fragment('<a href="/m/voucherCenter" target="_blank">Deposit</a>').querySelector('a');
    expect([a?.getAttribute('href'), a?.hasAttribute('target'), a?.hasAttribute('rel')]).toEqual(['/m/voucherCenter', false, false]);
  });

  it('keeps a link in the normalised form it was checked in', () => {
    expect(fragment('<a href="/m/../m/home">Home</a>').querySelector('a')?.getAttribute('href')).toBe('/m/home');
  });

  it.each(['//evil.example/x', '/..//evil.example/x', '/%2e%2e//evil.example/x', '/.//evil.example/x', '/\\evil.example/x', 'https://site.test@evil.example/', 'mailto:a@b.c', 'data:text/html,<b>x</b>', 'm/relative', '#top', 'vbscript:x'])(
    'refuses %s (not https, not a same-origin path)',
    (href) => {
      expect(fragment(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false);
    },
  );
});

describe('sanitizeHtml: images are allow-listed', () => {
  it('keeps https and same-origin image sources', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="A"><img src="/sim-assets/b.svg" alt="B">')).toBe('<img src="https://cdn.example/a.png" alt="A"><img src="/sim-assets/b.svg" alt="B">');
  });

  it.each(['http://cdn.example/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//cdn.example/a.png', '/..//cdn.example/a.png'])('removes the source %s', (src) => {
    expect(fragment(`<img src="${src}" alt="x">`).querySelector('img')?.hasAttribute('src')).toBe(false);
  });
});

describe('sanitizeHtml without a DOM', () => {
  it('fails closed: the markup is escaped, never passed through', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    const fresh = await import('../../src/lib/safe-html');
    expect(fresh.sanitizeHtml('<img src=x onerror="alert(1)">&')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;');
    vi.unstubAllGlobals();
  });
});
