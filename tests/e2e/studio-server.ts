/**
 * The site server the studio's e2e works against: the same server as npm run studio, on its own port, over a
 * copy of the demo merchant in a temporary folder (with its own build), so what the test creates and saves
 * never touches merchants/ nor the site the other tests use.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = mkdtempSync(join(tmpdir(), 'livery-studio-e2e-'));
cpSync(join('merchants', 'demo'), join(root, 'merchants', 'demo'), { recursive: true });
process.env.LIVERY_MERCHANTS = join(root, 'merchants');
process.env.LIVERY_DIST = join(root, 'dist');
console.log(`studio e2e: merchants and build in ${root}`);
await import('../../scripts/serve');
