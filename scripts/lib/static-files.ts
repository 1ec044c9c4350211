import { readFile, stat } from 'node:fs/promises';
import { extname, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The Content-Type of a file, by its extension. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Reads a file under root for a URL sub-path, refusing anything that escapes root. */
export async function readStatic(root: string, subPath: string): Promise<{ body: Buffer; type: string } | undefined> {
  const base = resolve(root);
  try {
    const file = resolve(base, normalize(decodeURIComponent(subPath.split('?')[0] ?? '')).replace(/^([/\\])+/, ''));
    if (!file.startsWith(base + sep)) return undefined;
    if (!(await stat(file)).isFile()) return undefined;
    return { body: await readFile(file), type: contentType(file) };
  } catch {
    return undefined;
  }
}
