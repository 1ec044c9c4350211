/**
 * A temporary git repository holding this project as the checkout has it (tracked and untracked files, not
 * ignored ones; node_modules shared through a link), committed on main, with origin/main at that commit and
 * a branch checked out: how actions/checkout with fetch-depth 0 leaves a pull request.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The project as this checkout holds it (tracked and untracked files, not ignored ones), committed on main in a new repository. */
export function projectRepository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'livery-workflow-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    cpSync(join(ROOT, file), join(repo, file));
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(repo, 'node_modules'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'main');
  // As actions/checkout with fetch-depth 0 leaves it: the base branch as origin/main, the pull request's branch checked out.
  git(repo, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  git(repo, 'checkout', '-q', '-b', 'pull-request');
  return repo;
}

export function git(repo: string, ...args: string[]): string {
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
  return execFileSync('git', [...identity, ...args], { cwd: repo, encoding: 'utf8' }).trim();
}

