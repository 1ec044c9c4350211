// @vitest-environment jsdom
/**
 * Every hostile payload of tests/e2e/data/xss-payloads.ts through the real sanitiser (lib/safe-html): nothing
 * that runs, loads or clobbers is left, and links stay on the site or open https in a new tab. The same
 * audit runs in the browser in tests/e2e/hostile-content.spec.ts; here it is per payload, and quick.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/safe-html';
import { type AuditOptions, auditTree } from '../e2e/data/hostile-audit';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, PAYLOAD_CLASSES, PAYLOAD_ID, PAYLOADS } from '../e2e/data/xss-payloads';

const OPTIONS: AuditOptions = {
  origin: window.location.origin,
  forbiddenElements: FORBIDDEN_ELEMENTS,
  forbiddenAttributes: FORBIDDEN_ATTRIBUTES,
  idPattern: PAYLOAD_ID.source,
  allServer: true,
};

/** Parsed inert (a template's content): nothing in it runs or loads while it is audited. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Payloads one HTML parse of a fragment leaves harmless, so the audit rightly finds nothing in them raw: quote
 * and slash tricks aimed at older or careless parsers (ev04, ev07, tp05, tp20), a tag cut off at the end of
 * the input (ev26, tp19), <body> and <frameset> (dropped in a fragment), and the mutation payloads that only
 * turn hostile when a sanitiser's output is parsed a second time (mm02, mm08, mm11).
 */
const HARMLESS_RAW = new Set(['ev04', 'ev07', 'ev08', 'ev26', 'tp05', 'tp19', 'tp20', 'fr15', 'mm02', 'mm08', 'mm11']);

describe('the hostile payload list', () => {
  it('holds at least 100 payloads in every class the issue names', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(PAYLOAD_CLASSES.map((c) => c.key)).toEqual(['ev', 'js', 'sv', 'mm', 'bs', 'mr', 'cs', 'dc', 'fr', 'tp']);
    expect(new Set(PAYLOADS.map((p) => p.id)).size).toBe(PAYLOADS.length);
  });

  // The audit can fail: unsanitised, a payload leaves what it looks for.
  it.each(PAYLOADS.filter((p) => !HARMLESS_RAW.has(p.id)).map((p) => [p.id, p.html]))('the audit finds %s left raw', (id, html) => {
    expect(auditTree(parsed(html), OPTIONS).filter((v) => v.ids.includes(id))).not.toEqual([]);
  });
});

describe.each(PAYLOAD_CLASSES.map((c) => [c.name, c] as const))('sanitizeHtml over %s', (_, payloadClass) => {
  it.each(payloadClass.payloads.map((p) => [p.id, p.html]))('%s leaves nothing that runs, loads or leaves the site', (_id, html) => {
    expect(auditTree(parsed(sanitizeHtml(html)), OPTIONS)).toEqual([]);
  });
});

describe('sanitizeHtml over every payload at once', () => {
  it('leaves nothing (one message holding them all, as the inbox check sends)', () => {
    expect(auditTree(parsed(sanitizeHtml(PAYLOADS.map((p) => p.html).join('\n'))), OPTIONS)).toEqual([]);
  });
});

describe('server addresses of pictures (loaded unasked) are allow-listed too', () => {
  it('an activity picture: https or a site path, never http, another scheme or another host', async () => {
    const { parseActivityDetail } = await import('../../src/api/activities');
    const detail = (imageUrl: string) => parseActivityDetail({ id: '1', title: 'T', imageUrl }).imageUrl;
    expect([detail('https://cdn.example/a.png'), detail('/sim-assets/a.png')]).toEqual(['https://cdn.example/a.png', '/sim-assets/a.png']);
    expect([detail('http://evil.invalid/a.png'), detail('javascript:alert(1)'), detail('//evil.invalid/a.png'), detail('data:image/png;base64,AA')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('a game icon likewise', async () => {
    const { parseGameItem } = await import('../../src/api/games');
    const icon = (mobileLargeIcon: string) => parseGameItem({ nodeId: '1', gameName: 'G', vassalage: 'PG', mobileLargeIcon }).icon;
    expect([icon('https://cdn.example/g.png'), icon('/sim-assets/g.png'), icon('http://evil.invalid/g.png'), icon("javascript:window.__xss='g'")]).toEqual(['https://cdn.example/g.png', '/sim-assets/g.png', undefined, undefined]);
  });
});
