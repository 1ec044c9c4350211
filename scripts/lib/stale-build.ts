/** Builds the site when no build exists or a source has changed since the last one (npm start, npm run lighthouse). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, DIST } from '../build';
import { MERCHANTS_DIR } from './merchants';

const SOURCES = ['src', 'studio', MERCHANTS_DIR, 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export async function buildIfStale(log: (line: string) => void = () => undefined): Promise<void> {
  const info = join(DIST, 'build-info.json');
  const builtAt = existsSync(info) ? statSync(info).mtimeMs : 0;
  if (builtAt !== 0 && Math.max(...SOURCES.map(newestMtime)) <= builtAt) return;
  log(builtAt === 0 ? 'no build found: building…' : 'sources changed since the last build: building…');
  await buildAll();
}
