/**
 * The build's file groups (scripts/lib/chunk-groups.ts) follow the registry: home's first screenful (the
 * blocks that are not LATER_BLOCKS) comes in one file with the home screen; the later blocks stay apart, so
 * they load after the first paint.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_SCREEN_MODULES, MOUNT_MODULES, modulesTest } from '../../scripts/lib/chunk-groups';
import { BLOCKS, LATER_BLOCKS } from '../../src/registry/registry';

const registrySource = readFileSync('src/registry/registry.ts', 'utf8');

/** The module path (under src/) each entry of a registry map imports, read from the registry's source. */
function importsOf(map: 'SCREENS' | 'BLOCKS'): Map<string, string> {
  const body = registrySource.split(`export const ${map}`)[1]?.split('};')[0] ?? '';
  const found = new Map<string, string>();
  for (const m of body.matchAll(/(\w+): \(\) => import\('\.\.\/([^']+)'\)/g)) found.set(m[1] as string, m[2] as string);
  return found;
}

describe('code-splitting groups', () => {
  const blocks = importsOf('BLOCKS');

  it('reads every block of the registry', () => {
    expect([...blocks.keys()].sort()).toEqual(Object.keys(BLOCKS).sort());
  });

  it("puts the home screen and exactly the first screenful's blocks in the home group", () => {
    const firstScreen = [...blocks].filter(([type]) => !LATER_BLOCKS.has(type)).map(([, path]) => path);
    expect([...HOME_FIRST_SCREEN_MODULES].sort()).toEqual([importsOf('SCREENS').get('home'), ...firstScreen].sort());
  });

  it('keeps the later blocks out of the first-paint groups', () => {
    const test = modulesTest([...HOME_FIRST_SCREEN_MODULES, ...MOUNT_MODULES]);
    const later = [...blocks].filter(([type]) => LATER_BLOCKS.has(type));
    expect(later.length).toBeGreaterThan(0);
    for (const [, path] of later) expect(test.test(`/repo/src/${path}.tsx`)).toBe(false);
  });

  it('matches module ids by whole path with either separator and .ts or .tsx', () => {
    const test = modulesTest(['ui/form']);
    expect(test.test('/repo/src/ui/form.tsx')).toBe(true);
    expect(test.test('C:\\repo\\src\\ui\\form.ts')).toBe(true);
    expect(test.test('/repo/src/ui/form-field.tsx')).toBe(false);
    expect(test.test('/repo/src/other/ui/form.tsx')).toBe(false);
    expect(test.test('/repo/src/ui/form.css')).toBe(false);
  });

});
