import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from '../../scripts/check-boundaries';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import boundaries of DESIGN.md', () => {
  it('the real source tree keeps them', () => {
    expect(checkBoundaries('.')).toEqual([]);
  });

  it('refuses a widget importing another widget folder, and the renderer importing a widget', () => {
    const root = tree({
      'src/widgets/a/a.tsx': "import B from '../b/b';\n",
      'src/widgets/b/b.tsx': 'export default 1;\n',
      'src/renderer/r.tsx': "import B from '../widgets/b/b';\n",
      'src/registry/registry.ts': "export const x = () => import('../widgets/a/a');\n",
    });
    expect(checkBoundaries(root)).toEqual([
      'src/renderer/r.tsx imports "../widgets/b/b": only the registry knows widgets',
      'src/widgets/a/a.tsx imports "../b/b": only the registry knows widgets; a widget never imports another widget folder',
    ]);
  });

  it('refuses imports that flow upwards and the simulator or validator in player code', () => {
    const root = tree({
      'src/lib/l.ts': "import { x } from '../renderer/r';\n",
      'src/renderer/r.ts': "export const x = 1;\nimport '../platform-sim/app';\nimport { validateMerchant } from '../config/validate';\n",
      'src/platform-sim/app.ts': "import { Hono } from 'hono';\n",
      'src/config/validate.ts': "import Ajv from 'ajv';\n",
      'src/api/a.ts': "import { http } from 'msw';\n",
    });
    expect(checkBoundaries(root)).toEqual([
      'src/api/a.ts imports "msw": server or test package in player code',
      'src/lib/l.ts imports "../renderer/r": lib may not import renderer (imports flow lib, api, config, state, i18n -> widgets -> registry -> renderer -> app)',
      'src/renderer/r.ts imports "../platform-sim/app": the simulator never reaches the player',
      'src/renderer/r.ts imports "../config/validate": the validator (Ajv) is Node-only; the player reads stamped, validated config',
    ]);
  });

  it('refuses dangerouslySetInnerHTML outside ui/server-html.tsx (JSX or object form), not a mention in a comment', () => {
    const root = tree({
      'src/ui/server-html.tsx': 'export const S = () => <div dangerouslySetInnerHTML={{ __html: safe }} />;\n',
      'src/widgets/a/a.tsx': 'export const A = ({ html }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
      'src/widgets/b/b.ts': "export const b = (html) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n",
      'src/lib/l.ts': '/** Safe HTML for `dangerouslySetInnerHTML`. */\nexport const x = 1;\n',
    });
    const why = 'sets dangerouslySetInnerHTML: render server HTML only through src/ui/server-html.tsx (it sanitises where it is shown)';
    expect(checkBoundaries(root)).toEqual([`src/widgets/a/a.tsx ${why}`, `src/widgets/b/b.ts ${why}`]);
  });

  it('lets the simulator, and only the simulator, use Node built-ins', () => {
    const root = tree({
      'src/platform-sim/encryption.ts': "import { generateKeyPairSync } from 'node:crypto';\nimport { x } from '../lib/l';\n",
      'src/lib/l.ts': "import { randomBytes } from 'node:crypto';\nexport const x = 1;\n",
    });
    expect(checkBoundaries(root)).toEqual(['src/lib/l.ts imports "node:crypto": server or test package in player code']);
  });
});
