/** The vendor sections' props (spec 2.10 home block): chosen categories in order, chosen vendors, a limit per section. */
import { describe, expect, it } from 'vitest';
import type { VendorCategory } from '../../src/api/games';
import { chosenSections } from '../../src/widgets/vendor-sections/vendor-rules';

const vendor = (code: string) => ({ vendor: code, displayName: `${code} name` });
const categories: VendorCategory[] = [
  { category: 'SPORTS', vendors: [vendor('SBO'), vendor('IBC')] },
  { category: 'LIVE', vendors: [vendor('EVO'), vendor('AG'), vendor('SA')] },
  { category: 'FISH', vendors: [] },
  { category: 'RNG', vendors: [vendor('PG'), vendor('JDB'), vendor('SPW')] },
];
const all = { categories: [], vendors: [], maxPerSection: 0 };

describe('vendor sections chosen by the block props', () => {
  it('by default show every category that has vendors, in the platform order, with all their vendors', () => {
    expect(chosenSections(categories, all).map((c) => [c.category, c.vendors.length])).toEqual([['SPORTS', 2], ['LIVE', 3], ['RNG', 3]]);
  });

  it('show only the chosen categories, in the chosen order, skipping unknown ones', () => {
    expect(chosenSections(categories, { ...all, categories: ['RNG', 'NOPE', 'SPORTS'] }).map((c) => c.category)).toEqual(['RNG', 'SPORTS']);
  });

  it('keep only the chosen vendors and drop a section left empty', () => {
    const sections = chosenSections(categories, { ...all, vendors: ['EVO', 'PG', 'SPW'] });
    expect(sections.map((c) => [c.category, c.vendors.map((v) => v.vendor)])).toEqual([['LIVE', ['EVO']], ['RNG', ['PG', 'SPW']]]);
  });

  it('show at most maxPerSection vendors a section (0: all)', () => {
    expect(chosenSections(categories, { ...all, maxPerSection: 2 }).map((c) => c.vendors.length)).toEqual([2, 2, 2]);
  });
});
