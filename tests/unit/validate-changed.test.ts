/**
 * --changed[=<ref>] (scripts/lib/changed.ts) in a temporary git repository: the merchants whose files changed
 * since the branch left the ref, committed, staged, unstaged or untracked; every merchant when the schema, a
 * widget's props schema or the validator changed; the default base (origin/main, main, else HEAD); and the
 * CLI's --changed, --list and JSON selection run in that repository.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeBase, changedMerchants, isShared } from '../../scripts/lib/changed';
import { merchantFolders } from '../../scripts/lib/merchants';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const IDENTITY = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main'];

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } }).trim();
}

function write(repo: string, path: string, text = `${path}\n`): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A repository on main with merchants a and b, a schema and a widget's props schema; then on branch feature. */
function makeRepo(branch = 'main'): string {
  const repo = mkdtempSync(join(tmpdir(), 'livery-changed-'));
  roots.push(repo);
  git(repo, 'init', '-q', '-b', branch);
  for (const path of ['merchants/a/merchant.json', 'merchants/a/assets/logo.svg', 'merchants/b/merchant.json', 'schemas/merchant.schema.json', 'src/widgets/foo/foo.props.ts', 'src/widgets/foo/foo-block.tsx', 'README.md']) {
    write(repo, path);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'start');
  return repo;
}

const select = (repo: string, ref?: string) => changedMerchants({ cwd: repo, dir: 'merchants', all: merchantFolders(join(repo, 'merchants')), ref });
const codes = (repo: string, ref?: string) => select(repo, ref).codes;

let repo: string;
beforeEach(() => {
  repo = makeRepo();
  git(repo, 'checkout', '-q', '-b', 'feature');
});

describe('--changed', () => {
  it('chooses nothing when nothing changed since the branch left main', () => {
    expect(select(repo)).toEqual({ base: git(repo, 'rev-parse', 'main'), reason: expect.stringMatching(/^merchants changed since main \(merge base [0-9a-f]{12}\)$/), codes: [] });
  });

  it("counts a merchant's committed, staged, unstaged and untracked changes, any file of its folder", () => {
    write(repo, 'merchants/a/assets/logo.svg', '<svg/>');
    git(repo, 'commit', '-q', '-am', 'logo');
    expect(codes(repo)).toEqual(['a']);
    write(repo, 'merchants/b/merchant.json', '{}');
    expect(codes(repo)).toEqual(['a', 'b']);
    git(repo, 'add', 'merchants/b/merchant.json');
    expect(codes(repo)).toEqual(['a', 'b']);
    write(repo, 'merchants/c/merchant.json', '{}');
    expect(codes(repo)).toEqual(['a', 'b', 'c']);
    // Staged, then undone in the working tree: the index still differs, and a commit would hold it.
    write(repo, 'merchants/b/merchant.json', 'merchants/b/merchant.json\n');
    expect(git(repo, 'diff', '--name-only', 'HEAD')).toBe('');
    expect(codes(repo)).toEqual(['a', 'b', 'c']);
    // A file outside the merchants, the schema and the validator changes nothing.
    write(repo, 'README.md', 'changed');
    write(repo, 'src/widgets/foo/foo-block.tsx', 'changed');
    expect(codes(repo)).toEqual(['a', 'b', 'c']);
  });

  it('chooses a new merchant folder that lacks merchant.json (validation names it), and not a deleted one', () => {
    mkdirSync(join(repo, 'merchants/d/assets'), { recursive: true });
    write(repo, 'merchants/d/assets/icon.svg');
    git(repo, 'rm', '-q', '-r', 'merchants/b');
    git(repo, 'commit', '-q', '-m', 'drop b');
    expect(codes(repo)).toEqual(['d']);
  });

  it.each([
    ['the schema', 'schemas/merchant.schema.json'],
    ["a widget's props schema", 'src/widgets/foo/foo.props.ts'],
    ['the validator', 'src/config/validate.ts'],
    ['the validate script', 'scripts/validate-merchants.ts'],
  ])('chooses every merchant when %s changed', (_name, path) => {
    write(repo, path, 'changed');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'shared');
    const selection = select(repo);
    expect(selection.codes).toEqual(['a', 'b']);
    expect(selection.reason).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')} changed since main \\(merge base [0-9a-f]{12}\\): every merchant$`));
  });

  it('compares with where the branch left the ref: later commits on main are not the branch\'s changes', () => {
    write(repo, 'merchants/a/merchant.json', '{"a": 1}');
    git(repo, 'commit', '-q', '-am', 'a on feature');
    git(repo, 'checkout', '-q', 'main');
    write(repo, 'merchants/b/merchant.json', '{"b": 1}');
    write(repo, 'schemas/merchant.schema.json', '{}');
    git(repo, 'commit', '-q', '-am', 'b and schema on main');
    git(repo, 'checkout', '-q', 'feature');
    expect(codes(repo)).toEqual(['a']);
    expect(codes(repo, 'main')).toEqual(['a']);
  });

  it('takes an explicit ref (a commit, a tag, HEAD for what is not committed)', () => {
    write(repo, 'merchants/a/merchant.json', '{"a": 1}');
    git(repo, 'commit', '-q', '-am', 'a');
    git(repo, 'tag', 'after-a');
    write(repo, 'merchants/b/merchant.json', '{"b": 1}');
    git(repo, 'commit', '-q', '-am', 'b');
    write(repo, 'merchants/a/assets/logo.svg', 'draft');
    expect(codes(repo, 'after-a')).toEqual(['a', 'b']);
    expect(codes(repo, 'HEAD~1')).toEqual(['a', 'b']);
    expect(codes(repo, 'HEAD')).toEqual(['a']);
    expect(select(repo, 'HEAD').reason).toMatch(/^merchants changed since HEAD \(merge base [0-9a-f]{12}\)$/);
  });

  it('refuses a ref git does not know, saying what to do', () => {
    expect(() => select(repo, 'origin/nowhere')).toThrow('--changed=origin/nowhere: git knows no commit "origin/nowhere" (fetch it, e.g. git fetch origin main, or name another ref)');
  });

  it('prefers origin/main to main, and without either compares with HEAD', () => {
    write(repo, 'merchants/a/merchant.json', '{"a": 1}');
    git(repo, 'commit', '-q', '-am', 'a');
    // origin/main a commit ahead of main, at the feature's tip: the branch has no commits of its own past it.
    git(repo, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
    expect(changeBase(repo).described).toMatch(/^since origin\/main /);
    expect(codes(repo)).toEqual([]);

    const alone = makeRepo('trunk');
    write(alone, 'merchants/b/merchant.json', 'draft');
    expect(changeBase(alone)).toEqual({ commit: git(alone, 'rev-parse', 'HEAD'), described: 'since HEAD (uncommitted changes)' });
    expect(codes(alone)).toEqual(['b']);
  });

  it('knows which files every merchant depends on', () => {
    for (const path of ['schemas/merchant.schema.json', 'src/widgets/popular-games/popular-games.props.ts', 'src/registry/entries.ts', 'src/config/limits.ts', 'scripts/lib/merchants.ts', 'package-lock.json']) {
      expect(isShared(path)).toBe(true);
    }
    for (const path of ['src/widgets/popular-games/popular-games-block.tsx', 'merchants/demo/merchant.json', 'README.md', 'src/config', 'schemas']) {
      expect(isShared(path)).toBe(false);
    }
  });
});

describe('npm run validate -- --changed in a repository', () => {
  const cli = (cwd: string, ...args: string[]) =>
    spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/validate-merchants.ts'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it(
    'validates only the changed merchants, lists them, and passes when none changed',
    () => {
      // Two real merchants, demo and jade, committed on main; the branch breaks jade's footer.
      const work = makeRepo();
      rmSync(join(work, 'merchants'), { recursive: true });
      for (const code of ['demo', 'jade']) cpSync(join(ROOT, 'merchants', code), join(work, 'merchants', code), { recursive: true });
      git(work, 'add', '-A');
      git(work, 'commit', '-q', '-m', 'merchants');
      git(work, 'checkout', '-q', '-b', 'feature');

      const none = cli(work, '--changed');
      expect(none.status).toBe(0);
      expect(none.stdout).toContain('merchants changed since main');
      expect(none.stdout).toContain('no merchant to validate');
      expect(none.stdout).toContain('validated 0 merchants');
      expect(cli(work, '--changed', '--list').stdout.trim()).toBe('[]');

      const file = join(work, 'merchants/jade/merchant.json');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace('"route": "/m/home"', '"route": "/m/homee"'));
      expect(cli(work, '--changed', '--list').stdout.trim()).toBe('["jade"]');
      const run = cli(work, '--changed=main', '--json');
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as { merchants: { code: string }[]; errors: { file: string; pointer: string; line: number; column: number }[]; changed: { codes: string[] } };
      expect(report.merchants.map((m) => m.code)).toEqual(['jade']);
      expect(report.changed.codes).toEqual(['jade']);
      const line = text.slice(0, text.indexOf('"route": "/m/home"')).split('\n').length;
      expect(report.errors[0]).toMatchObject({ file: 'merchants/jade/merchant.json', line });
    },
    60_000,
  );
});
