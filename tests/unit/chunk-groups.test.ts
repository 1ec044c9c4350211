/**
 * The build's file groups (scripts/lib/chunk-groups.ts) follow the registry: home's first screenful (the
 * blocks that are not LATER_BLOCKS) comes in one file with the home screen; the later blocks stay apart, so
 * they load after the first paint.
 */
import { describe, expect, it } from 'vitest';
import { registryModules } from '../../scripts/lib/bundle';
import { existsSync } from 'node:fs';
import { FORM_MODULES, GAME_MODULES, HOME_FIRST_SCREEN_MODULES, MOUNT_MODULES, modulesTest, SIGN_IN_MODULES } from '../../scripts/lib/chunk-groups';
import { BLOCKS, LATER_BLOCKS } from '../../src/registry/registry';

/** Screen and block type -> module path under src/ (without extension), as the registry imports it. */
const modules = new Map([...registryModules()].map(([type, path]) => [type, path.replace(/^src\//, '')]));

describe('code-splitting groups', () => {
  const blocks = Object.keys(BLOCKS).map((type) => [type, modules.get(type)] as const);

  it('knows the module of every block of the registry', () => {
    for (const [type, path] of blocks) expect(path, type).toMatch(/^widgets\//);
  });

  it("puts the home screen and exactly the first screenful's blocks in the home group", () => {
    const firstScreen = blocks.filter(([type]) => !LATER_BLOCKS.has(type)).map(([, path]) => path);
    expect([...HOME_FIRST_SCREEN_MODULES].sort()).toEqual([modules.get('home'), ...firstScreen].sort());
  });

  it('keeps the later blocks out of the first-paint groups', () => {
    const test = modulesTest([...HOME_FIRST_SCREEN_MODULES, ...MOUNT_MODULES, ...GAME_MODULES]);
    const later = blocks.filter(([type]) => LATER_BLOCKS.has(type));
    expect(later.length).toBeGreaterThan(0);
    for (const [, path] of later) expect(test.test(`/repo/src/${path}.tsx`)).toBe(false);
  });

  it('names only modules that exist in the forms and sign-in groups (a renamed file would fall back to a file of its own)', () => {
    for (const m of [...FORM_MODULES, ...SIGN_IN_MODULES]) expect(existsSync(`src/${m}.ts`) || existsSync(`src/${m}.tsx`), m).toBe(true);
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
