/** npm run check:bundle's list of what never reaches players: the ops studio and its libraries among them. */
import { describe, expect, it } from 'vitest';
import { forbiddenModules } from '../../scripts/lib/bundle';

const chunk = (modules: string[]) => ({ file: 'assets/x.js', isEntry: false, facade: null, imports: [], dynamicImports: [], modules, sizes: {} });

describe('forbidden modules in the player bundle', () => {
  it("names the studio's code, rjsf, Ajv and the diff library", () => {
    const found = forbiddenModules([
      chunk([
        '/repo/studio/src/editor.tsx',
        '/repo/node_modules/@rjsf/core/lib/index.js',
        '/repo/node_modules/ajv/dist/2020.js',
        '/repo/node_modules/diff/libesm/index.js',
        '/repo/src/app/preview-bridge.ts',
        '/repo/node_modules/react/index.js',
      ]),
    ]).map((f) => f.module.split('/').slice(-3).join('/'));
    expect(found).toEqual(['studio/src/editor.tsx', 'core/lib/index.js', 'ajv/dist/2020.js', 'diff/libesm/index.js']);
  });
});
