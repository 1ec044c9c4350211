/**
 * --changed[=<ref>] (npm run validate, npm run build): the merchants whose files changed since the branch
 * left <ref>, read from git. Committed, staged, unstaged and untracked changes all count. When a file every
 * merchant is checked against changed (the schema, a widget's props schema, the validator), every merchant.
 */
import { execFileSync } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import type { Selection } from './validate-report';

/**
 * The files that decide whether any merchant is valid, as git path prefixes from the repository's root: the
 * schema, the widget registry and each block type's props schema (src/widgets/…/*.props.ts), the validator
 * (src/config, these scripts and what they import), the build that stamps the previews, the lock file (the
 * Ajv and parser versions) and the workflow itself. The workflow's `paths` filter
 * (.github/workflows/validate-merchants.yml) lists the same; a test holds them equal.
 */
export const SHARED_PATHS = [
  'schemas/',
  'src/registry/',
  'src/config/',
  'src/lib/safe-url.ts',
  'scripts/validate-merchants.ts',
  'scripts/lib/merchants.ts',
  'scripts/lib/merchant-file.ts',
  'scripts/lib/registry-schema.ts',
  'scripts/lib/changed.ts',
  'scripts/lib/validate-report.ts',
  'scripts/build.ts',
  'package-lock.json',
  '.github/workflows/validate-merchants.yml',
];

/** A block type's props schema: src/widgets/<folder>/<name>.props.ts. */
const PROPS_SCHEMA = /^src\/widgets\/.+\.props\.ts$/;

export function isShared(path: string): boolean {
  return PROPS_SCHEMA.test(path) || SHARED_PATHS.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function tryGit(cwd: string, ...args: string[]): string | undefined {
  try {
    return git(cwd, ...args).trim();
  } catch {
    return undefined;
  }
}

/**
 * The commit to compare with: the merge base of HEAD and `ref` (what a pull request into `ref` changes);
 * without a ref, the merge base with origin/main, else with main, else HEAD (then only what is not committed
 * counts). On main itself that is HEAD.
 */
export function changeBase(cwd: string, ref?: string): { commit: string; described: string } {
  if (ref !== undefined) {
    const commit = tryGit(cwd, 'merge-base', ref, 'HEAD') ?? tryGit(cwd, 'rev-parse', '--verify', `${ref}^{commit}`);
    if (!commit) throw new Error(`--changed=${ref}: git knows no commit "${ref}" (fetch it, e.g. git fetch origin main, or name another ref)`);
    return { commit, described: `since ${ref} (merge base ${commit.slice(0, 12)})` };
  }
  for (const candidate of ['origin/main', 'main']) {
    const commit = tryGit(cwd, 'merge-base', candidate, 'HEAD');
    if (commit) return { commit, described: `since ${candidate} (merge base ${commit.slice(0, 12)})` };
  }
  const head = tryGit(cwd, 'rev-parse', '--verify', 'HEAD^{commit}');
  if (!head) throw new Error('--changed: this repository has no commit yet');
  return { commit: head, described: 'since HEAD (uncommitted changes)' };
}

/**
 * Every path (from the repository's root) that differs between `commit` and the working tree or the index,
 * both sides of a rename and deleted files included, plus untracked files git does not ignore.
 */
export function changedPaths(cwd: string, commit: string): string[] {
  const split = (out: string) => out.split('\0').filter(Boolean);
  const worktree = split(git(cwd, 'diff', '--name-only', '--no-renames', '-z', commit, '--'));
  // The index too: a change staged and then undone in the working tree is still what a commit would hold.
  const staged = split(git(cwd, 'diff', '--cached', '--name-only', '--no-renames', '-z', commit, '--'));
  const untracked = split(git(cwd, 'ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/'));
  return [...new Set([...worktree, ...staged, ...untracked])].sort();
}

/**
 * The merchants of `dir` (codes, among `all`) that --changed selects, with the reason. A merchant whose
 * folder is gone is not among them: nothing is left to validate.
 */
export function changedMerchants(options: { dir: string; all: string[]; ref?: string; cwd?: string }): Selection {
  const cwd = options.cwd ?? process.cwd();
  const root = git(cwd, 'rev-parse', '--show-toplevel').trim();
  const base = changeBase(cwd, options.ref);
  const paths = changedPaths(cwd, base.commit);
  const shared = paths.find(isShared);
  if (shared) return { base: base.commit, reason: `${shared} changed ${base.described}: every merchant`, codes: [...options.all] };
  const merchantsDir = relative(root, resolve(cwd, options.dir)).split(sep).join('/');
  const prefix = merchantsDir ? `${merchantsDir}/` : '';
  const touched = new Set(paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length).split('/')[0] ?? ''));
  return { base: base.commit, reason: `merchants changed ${base.described}`, codes: options.all.filter((code) => touched.has(code)) };
}
