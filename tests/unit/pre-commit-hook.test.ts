/**
 * The README's pre-commit hook recipe ("Validating merchants"), copied out of the README into a temporary
 * repository holding this project and run by git commit: it validates the staged merchants as the commit
 * will hold them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, projectRepository } from './support/project-repo';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe("the README's pre-commit hook", () => {
  let repo: string;
  beforeAll(() => {
    repo = projectRepository();
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('**A pre-commit hook**'));
    const hook = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
    if (!hook) throw new Error('the README has no pre-commit hook recipe');
    writeFileSync(join(repo, '.git/hooks/pre-commit'), hook, { mode: 0o755 });
  }, 60_000);
  afterAll(() => {
    if (repo) rmSync(repo, { recursive: true, force: true });
  });

  /** git commit, with what the hook printed (git sends a hook's stdout to stderr). */
  const commit = (message: string) => {
    const run = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message], { cwd: repo, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it(
    'refuses a commit whose staged merchant.json is invalid, even when the working tree is fixed, naming its line; takes a valid one',
    () => {
      const file = join(repo, 'merchants/sahara/merchant.json');
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf('"route": "/m/home"');
      writeFileSync(file, `${text.slice(0, at)}"route": "/m/homee"${text.slice(at + '"route": "/m/home"'.length)}`);
      git(repo, 'add', file);
      // Fixed in the working tree, not staged: the commit would still hold the broken file.
      writeFileSync(file, text);
      const refused = commit('broken sahara');
      expect(refused.status).not.toBe(0);
      const line = text.slice(0, at).split('\n').length;
      expect(refused.output).toContain(`merchants/sahara/merchant.json:${line}:${at - text.lastIndexOf('\n', at)} #/`);
      expect(refused.output).toContain('FAIL merchants/sahara/merchant.json');

      git(repo, 'add', file);
      const renamed = text.replace(/"displayName": "[^"]*"/, '"displayName": "Sahara Renamed"');
      writeFileSync(file, renamed);
      git(repo, 'add', file);
      const taken = commit('sahara renamed');
      expect(taken.output).toContain('ok   merchants/sahara/merchant.json');
      expect(taken.output).not.toContain('jade');
      expect(taken.status).toBe(0);

      // A commit touching no merchant, the schema or the validator validates nothing.
      writeFileSync(join(repo, 'NOTES.md'), 'notes');
      git(repo, 'add', 'NOTES.md');
      const other = commit('notes');
      expect(other.status).toBe(0);
      expect(other.output).not.toContain('validated');
    },
    60_000,
  );
});
