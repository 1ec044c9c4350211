/**
 * The widget registry: one entry per type (src/registry/entries.ts) with a module that exists, from which
 * every list of types is derived; prototype names never resolve.
 */
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/merchant.schema.json' with { type: 'json' };
import { blockEntries, blockTypes, entryOf, screenTypes, WIDGETS } from '../../src/registry/entries';
import { BLOCK_DATA, BLOCKS, LATER_BLOCKS, lookup, moduleLoader, SCREENS } from '../../src/registry/registry';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const merchants = [...loadAllMerchants()];

describe('registry', () => {
  it('every entry names a -screen or -block module that exists', () => {
    for (const [type, entry] of Object.entries(WIDGETS)) {
      expect(entry.module, type).toMatch(entry.kind === 'screen' ? /^[a-z-]+\/[a-z-]+-screen$/ : /^[a-z-]+\/[a-z-]+-block$/);
      expect(typeof moduleLoader(entry.module), type).toBe('function');
    }
  });

  it('maps exactly the screen and block types of its entries', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(screenTypes().sort());
    expect(Object.keys(BLOCKS).sort()).toEqual(blockTypes().sort());
    expect(screenTypes().filter((type) => blockTypes().includes(type))).toEqual([]);
  });

  it("the schema's enums are the registry's types (npm run gen:types writes them)", () => {
    expect(schema.$defs.screenType.enum).toEqual(screenTypes());
    expect(schema.$defs.widgetType.enum).toEqual(blockTypes());
    for (const type of blockTypes()) expect(Object.hasOwn(schema.$defs, `${type}Props`), type).toBe(true);
  });

  it('the later blocks are the blocks not in the first screenful; only first-screenful blocks start data early', () => {
    expect([...LATER_BLOCKS].sort()).toEqual(blockEntries().filter(([, e]) => !e.firstScreen).map(([type]) => type).sort());
    expect(LATER_BLOCKS.has('hotMatches')).toBe(true);
    expect(LATER_BLOCKS.has('bannerCarousel')).toBe(false);
    expect(Object.keys(BLOCK_DATA).sort()).toEqual(['bannerCarousel', 'extraBanner', 'noticeMarquee']);
  });

  it('lookup uses own keys only: constructor, __proto__, toString, hasOwnProperty resolve to undefined', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(lookup(SCREENS, name), name).toBeUndefined();
      expect(lookup(BLOCKS, name), name).toBeUndefined();
      expect(entryOf(name), name).toBeUndefined();
    }
  });

  it('an unknown type resolves to undefined', () => {
    expect(lookup(SCREENS, 'nope')).toBeUndefined();
    expect(lookup(BLOCKS, '')).toBeUndefined();
  });

  it('the built screens and a block load a default component', async () => {
    for (const type of ['home', 'maintenance', 'login']) {
      const mod = await lookup(SCREENS, type)?.();
      expect(typeof mod?.default, type).toBe('function');
    }
    expect(typeof (await lookup(BLOCKS, 'bannerCarousel')?.())?.default).toBe('function');
  });

  it('every screen and home block type a merchant uses is known to the registry', () => {
    expect(merchants.length).toBeGreaterThan(0);
    for (const [code, config] of merchants) {
      for (const route of config.routes) expect(lookup(SCREENS, route.screen), `${code} ${route.path}`).toBeDefined();
      for (const block of config.home.blocks) expect(lookup(BLOCKS, block.type), `${code} ${block.type}`).toBeDefined();
    }
  });
});
