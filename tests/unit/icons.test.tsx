import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/ui/icons';

const schema = JSON.parse(readFileSync(new URL('../../schemas/merchant.schema.json', import.meta.url), 'utf8')) as {
  $defs: { icon: { enum: string[] } };
};
const names = schema.$defs.icon.enum;
const drawingOf = (name: string) => /<path d="([^"]+)"/.exec(renderToStaticMarkup(<Icon name={name as never} />))?.[1];

describe('built-in icons (the merchant schema names them)', () => {
  it('draws every icon name the schema allows, none as the fallback dot', () => {
    const dot = drawingOf('no-such-icon');
    const missing = names.filter((name) => drawingOf(name) === dot);
    expect(missing).toEqual([]);
  });

  it('gives each name its own drawing, except the pairs meant to look alike', () => {
    const byDrawing = new Map<string, string[]>();
    for (const name of names) {
      const d = drawingOf(name) ?? '';
      byDrawing.set(d, [...(byDrawing.get(d) ?? []), name]);
    }
    const shared = [...byDrawing.values()].filter((group) => group.length > 1);
    // Deposit and download are the same arrow into a tray.
    expect(shared).toEqual([['deposit', 'download']]);
  });

  it('is hidden from screen readers (the control around it carries the name)', () => {
    expect(renderToStaticMarkup(<Icon name="team" />)).toContain('aria-hidden="true"');
  });
});
