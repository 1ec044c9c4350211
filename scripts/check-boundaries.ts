/**
 * Import boundaries of DESIGN.md: lib, api, config, state, i18n -> widgets -> registry -> renderer -> app.
 * - a layer imports only its own or lower layers;
 * - only the registry imports widgets, and a widget never imports another widget folder;
 * - nothing in the player imports the simulator, the Node-only validator, scripts or tests;
 * - server-side and test packages stay out of player code (the simulator may use hono, Ajv for its control
 *   API's bodies, and Node built-ins);
 * - server HTML is rendered in one place: dangerouslySetInnerHTML only in src/ui/server-html.tsx, which
 *   sanitises it where it is shown.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const RANK: Record<string, number> = { lib: 0, config: 0, i18n: 0, api: 1, state: 1, ui: 2, widgets: 3, registry: 4, renderer: 5, app: 6 };
const NODE_ONLY_FILES = ['src/config/validate.ts'];
const SERVER_HTML_FILE = 'src/ui/server-html.tsx';
/** The prop as JSX (`dangerouslySetInnerHTML=`) or in an object (`dangerouslySetInnerHTML:`), not a mention in a comment. */
const RAW_HTML_PROP = /\bdangerouslySetInnerHTML\s*[=:]/;
const SERVER_PACKAGES = /^(crypto|fs|path|os|zlib|child_process|http|https|net)$|^(ajv|ajv-formats|hono|@hono\/|msw|json-schema-to-typescript|vitest|@testing-library\/|@playwright\/|playwright|node:)/;

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(source: string): string[] {
  const found: string[] = [];
  const re = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(re)) found.push((m[1] ?? m[2] ?? m[3]) as string);
  return found;
}

/** 'src/widgets/home/x.tsx' -> { layer: 'widgets', unit: 'home' } */
function place(path: string): { layer: string; unit?: string } {
  const parts = path.split('/');
  if (parts[0] !== 'src') return { layer: parts[0] ?? '' };
  return { layer: parts[1] ?? '', unit: parts[1] === 'widgets' ? parts[2] : undefined };
}

/** Checks every file under `<base>/src`; paths in messages are relative to base. */
export function checkBoundaries(base = '.'): string[] {
  const problems: string[] = [];
  for (const absolute of files(join(base, 'src'))) {
    const file = relative(base, absolute);
    const from = place(file);
    const simulator = from.layer === 'platform-sim';
    const source = readFileSync(absolute, 'utf8');
    if (file !== SERVER_HTML_FILE && RAW_HTML_PROP.test(source)) {
      problems.push(`${file} sets dangerouslySetInnerHTML: render server HTML only through ${SERVER_HTML_FILE} (it sanitises where it is shown)`);
    }
    for (const spec of imports(source)) {
      const where = `${file} imports "${spec}"`;
      if (!spec.startsWith('.')) {
        const allowed = (simulator && (spec === 'hono' || spec.startsWith('node:') || /^ajv(\/|$)/.test(spec))) || (file.endsWith('src/config/validate.ts') && spec.startsWith('ajv'));
        if (SERVER_PACKAGES.test(spec) && !allowed) problems.push(`${where}: server or test package in player code`);
        continue;
      }
      const target = relative(resolve(base), resolve(base, dirname(file), spec));
      const to = place(target);
      if (!target.startsWith('src/') && !target.startsWith('schemas/')) {
        problems.push(`${where}: src must not import ${to.layer}/`);
        continue;
      }
      if (target.startsWith('schemas/')) {
        if (!NODE_ONLY_FILES.includes(file)) problems.push(`${where}: only the Node-side validator reads the schema`);
        continue;
      }
      if (NODE_ONLY_FILES.some((f) => target === f.replace(/\.ts$/, '') || target === f)) {
        problems.push(`${where}: the validator (Ajv) is Node-only; the player reads stamped, validated config`);
      }
      if (to.layer === 'platform-sim' && !simulator) problems.push(`${where}: the simulator never reaches the player`);
      if (simulator && !['lib', 'config', 'platform-sim'].includes(to.layer)) problems.push(`${where}: the simulator may use only lib and config`);
      if (simulator || to.layer === 'platform-sim') continue;
      const fromRank = RANK[from.layer];
      const toRank = RANK[to.layer];
      if (fromRank === undefined || toRank === undefined) {
        problems.push(`${where}: unknown layer (${from.layer} -> ${to.layer})`);
      } else if (toRank > fromRank) {
        problems.push(`${where}: ${from.layer} may not import ${to.layer} (imports flow lib, api, config, state, i18n -> widgets -> registry -> renderer -> app)`);
      }
      if (to.layer === 'widgets' && from.layer !== 'registry' && !(from.layer === 'widgets' && from.unit === to.unit)) {
        problems.push(`${where}: only the registry knows widgets${from.layer === 'widgets' ? '; a widget never imports another widget folder' : ''}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkBoundaries();
  for (const p of problems) console.error(p);
  console.log(problems.length ? `${problems.length} import boundary problems` : 'import boundaries ok');
  process.exit(problems.length ? 1 : 0);
}
