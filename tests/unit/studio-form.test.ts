/** The studio's form helpers: sections, errors at their fields, colour values, and what a form change keeps. */
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/merchant.schema.json' with { type: 'json' };
import { merchantFileText } from '../../scripts/lib/merchant-file';
import { errorsByPointer, pointerOf } from '../../studio/src/errors';
import { type JsonObject, pointerParts, withoutNewEmptyObjects } from '../../studio/src/json';
import { SECTIONS, sectionOf, sectionSchema } from '../../studio/src/sections';
import { pickerValue } from '../../studio/src/widgets';

describe('sections', () => {
  it('cover every top-level property of the schema but $schema and schemaVersion, each once', () => {
    const covered = SECTIONS.flatMap((s) => s.keys);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual(Object.keys(schema.properties).filter((k) => k !== '$schema' && k !== 'schemaVersion').sort());
  });

  it('name the section of a JSON pointer', () => {
    expect(sectionOf('/footer/0/action/route')?.id).toBe('menus');
    expect(sectionOf('/home/blocks/1/props/loop')?.id).toBe('home');
    expect(sectionOf('/schemaVersion')).toBeUndefined();
  });

  it("cut the schema to a section's properties, keeping $defs and the required ones among them", () => {
    const menus = sectionSchema(schema as unknown as JsonObject, SECTIONS.find((s) => s.id === 'menus') as (typeof SECTIONS)[number]);
    expect(Object.keys(menus.properties ?? {})).toEqual(['footer', 'headerMenu', 'memberCentre', 'agent']);
    expect(menus.required).toEqual(['footer']);
    expect(menus.$defs).toBe(schema.$defs);
  });
});

describe('errors at their fields', () => {
  it("group each pointer's errors, problem and fix together, and find them by a field's path", () => {
    const at = (pointer: string, problem = 'bad') => ({ file: 'm.json', pointer, problem, fix: 'do this' });
    const map = errorsByPointer([at('/footer/0/action/route'), at('/footer/0/action/route', 'worse'), at('/a~1b')]);
    expect(map.get(pointerOf(['footer', 0, 'action', 'route']))).toEqual(['bad. Fix: do this', 'worse. Fix: do this']);
    expect(map.get(pointerOf(['a/b']))).toEqual(['bad. Fix: do this']);
    expect(pointerParts('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerParts('')).toEqual([]);
  });
});

describe('colour picker values', () => {
  it('widen #rgb and drop the alpha of #rrggbbaa; refuse anything else', () => {
    expect(pickerValue('#AbC')).toBe('#aabbcc');
    expect(pickerValue('#11223344')).toBe('#112233');
    expect(pickerValue('#112233')).toBe('#112233');
    expect(pickerValue('red')).toBeUndefined();
    expect(pickerValue(undefined)).toBeUndefined();
  });
});

describe('what a form change keeps', () => {
  it('drops an empty object the form added where there was none, and keeps the rest', () => {
    const before = { blocks: [{ type: 'a' }, { type: 'b', when: {} }], props: {} };
    const after = { blocks: [{ type: 'a', when: {}, props: { loop: false } }, { type: 'b', when: {} }], props: {}, extra: {} };
    expect(withoutNewEmptyObjects(after, before)).toEqual({ blocks: [{ type: 'a', props: { loop: false } }, { type: 'b', when: {} }], props: {} });
  });
});

describe('the text of a merchant.json', () => {
  it("orders keys as the schema does, a block's props as its type's props schema, unknown keys last", () => {
    const text = merchantFileText({
      identity: { logo: 'l.svg', code: 'x' },
      home: { blocks: [{ props: { loop: false, intervalMs: 2000 }, type: 'bannerCarousel' }] },
      schemaVersion: 3,
      $schema: '../../schemas/merchant.schema.json',
      zz: 1,
    });
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(['$schema', 'schemaVersion', 'identity', 'home', 'zz']);
    expect(Object.keys(parsed.identity)).toEqual(['code', 'logo']);
    expect(Object.keys(parsed.home.blocks[0])).toEqual(['type', 'props']);
    expect(Object.keys(parsed.home.blocks[0].props)).toEqual(['intervalMs', 'loop']);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
