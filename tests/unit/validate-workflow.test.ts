/**
 * .github/workflows/validate-merchants.yml, parsed and run: its trigger covers the files --changed treats as
 * every merchant's, its jobs validate with annotations, build and stamp the changed merchants and upload each
 * one's site; then its `run:` steps run here, in order, in a temporary repository holding this project (a pull
 * request branch off origin/main), with GitHub's shell, `$GITHUB_OUTPUT` and its `if:` conditions. Only
 * `npm ci` is not run (it would reinstall node_modules for a minute): the copy shares this checkout's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_PATHS } from '../../scripts/lib/changed';
import { git, projectRepository } from './support/project-repo';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKFLOW = '.github/workflows/validate-merchants.yml';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  needs?: string;
  if?: string;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  strategy?: { matrix: Record<string, string> };
  steps: Step[];
}
interface Workflow {
  on: { pull_request: { paths: string[] } };
  jobs: Record<string, Job>;
}

/** A GitHub expression as the workflow writes it: `${{ name }}`. */
const expr = (name: string) => `\${{ ${name} }}`;

const workflow = parse(readFileSync(join(ROOT, WORKFLOW), 'utf8')) as Workflow;
const validate = workflow.jobs.validate as Job;
const preview = workflow.jobs.preview as Job;

/** A paths filter pattern as GitHub reads it: ** any folders, * any name part. */
function globMatches(pattern: string, path: string): boolean {
  const re = pattern
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${re}$`).test(path);
}

describe('the workflow file', () => {
  it('runs on pull requests touching the merchants or any file --changed treats as every merchant\'s, and only those', () => {
    const paths = workflow.on.pull_request.paths;
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect([...paths].sort()).toEqual(
      ['merchants/**', 'src/widgets/**/*.props.ts', ...SHARED_PATHS.map((p) => (p.endsWith('/') ? `${p}**` : p))].sort(),
    );
    for (const path of ['merchants/acme/merchant.json', 'merchants/acme/assets/logo.svg', 'schemas/merchant.schema.json', 'src/widgets/popular-games/popular-games.props.ts', 'src/config/validate.ts']) {
      expect(paths.some((p) => globMatches(p, path))).toBe(true);
    }
    expect(paths.some((p) => globMatches(p, 'src/widgets/popular-games/popular-games-block.tsx'))).toBe(false);
  });

  it('checks out the history, installs with npm ci, validates with annotations, builds the changed merchants, keeps the build', () => {
    const steps = validate.steps;
    expect(steps[0]).toMatchObject({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } });
    expect(steps[1]?.uses).toBe('actions/setup-node@v4');
    expect(steps.map((s) => s.run?.trim()).filter(Boolean)).toEqual([
      'npm ci',
      expect.stringContaining('npx tsx scripts/validate-merchants.ts --changed="$BASE_REF" --list'),
      'npx tsx scripts/validate-merchants.ts --changed="$BASE_REF" --format=github',
      'npx tsx scripts/build.ts --changed="$BASE_REF"',
    ]);
    expect(validate.env).toEqual({ BASE_REF: `origin/${expr('github.base_ref')}` });
    expect(validate.outputs).toEqual({ merchants: expr('steps.changed.outputs.merchants') });
    expect(steps.at(-1)).toMatchObject({ uses: 'actions/upload-artifact@v4', with: { name: 'build', path: 'dist/' } });
  });

  it("uploads each changed merchant's site as an artifact of its own", () => {
    expect(preview.needs).toBe('validate');
    expect(preview.strategy?.matrix).toEqual({ merchant: expr('fromJson(needs.validate.outputs.merchants)') });
    expect(preview.steps[0]).toMatchObject({ uses: 'actions/download-artifact@v4', with: { name: 'build', path: 'dist' } });
    expect(preview.steps[1]).toMatchObject({ uses: 'actions/upload-artifact@v4', with: { name: `preview-${expr('matrix.merchant')}`, 'if-no-files-found': 'error' } });
  });
});

/** The contexts the run steps' env may name (a pull request into main). */
const CONTEXT: Record<string, string> = { 'github.base_ref': 'main' };

function expand(text: string): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_all, name: string) => {
    const value = CONTEXT[name];
    if (value === undefined) throw new Error(`no value for \${{ ${name} }} in this test`);
    return value;
  });
}

interface Ran {
  name: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the validate job's run steps in order as the runner does (bash -eo pipefail, the job's env,
 * $GITHUB_OUTPUT per step id, `if:` on an earlier step's output), stopping at the first failure.
 */
function runJob(repo: string): { ran: Ran[]; outputs: Record<string, Record<string, string>> } {
  const outputs: Record<string, Record<string, string>> = {};
  const ran: Ran[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', CI: 'true', GITHUB_ACTIONS: 'true' };
  for (const name of ['LIVERY_DIST', 'LIVERY_MERCHANTS']) delete env[name];
  for (const [key, value] of Object.entries(validate.env ?? {})) env[key] = expand(value);
  for (const step of validate.steps) {
    if (!step.run || step.run.trim() === 'npm ci') continue;
    if (step.if) {
      const condition = /^steps\.(\w+)\.outputs\.(\w+) != '(.*)'$/.exec(step.if);
      if (!condition) throw new Error(`this test does not evaluate the condition ${step.if}`);
      const [, id = '', key = '', value] = condition;
      if (outputs[id]?.[key] === value) continue;
    }
    expect(step.run).not.toContain('${{');
    const outputFile = join(repo, '.github-output');
    writeFileSync(outputFile, '');
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: repo, encoding: 'utf8', env: { ...env, GITHUB_OUTPUT: outputFile } });
    if (step.id) {
      outputs[step.id] = Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
    }
    ran.push({ name: step.name ?? step.run, status: run.status, stdout: run.stdout, stderr: run.stderr });
    if (run.status !== 0) break;
  }
  return { ran, outputs };
}

describe('the workflow run here', () => {
  let repo: string;
  beforeAll(() => {
    repo = projectRepository();
  }, 60_000);
  afterAll(() => {
    if (repo) rmSync(repo, { recursive: true, force: true });
  });

  it(
    "a pull request changing jade's name: jade alone is validated, built and stamped, and its preview's files are there",
    () => {
      const file = join(repo, 'merchants/jade/merchant.json');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/"displayName": "[^"]*"/, '"displayName": "Jade Preview"'));
      git(repo, 'commit', '-q', '-am', 'jade renamed');

      const { ran, outputs } = runJob(repo);
      expect(ran.map((r) => [r.name, r.status])).toEqual([
        ['Changed merchants', 0],
        ['Validate the changed merchants', 0],
        ['Build and stamp the changed merchants', 0],
      ]);
      expect(outputs.changed).toEqual({ merchants: '["jade"]' });
      expect(ran[1]?.stdout).toContain('ok   merchants/jade/merchant.json');
      expect(ran[1]?.stdout).not.toContain('::error');
      expect(readdirSync(join(repo, 'dist/sites'))).toEqual(['jade']);
      expect(readFileSync(join(repo, 'dist/sites/jade/index.html'), 'utf8')).toContain('Jade Preview');
      // Every path the preview job uploads for jade exists (upload-artifact is told to fail on a missing one).
      const uploads = String(preview.steps[1]?.with?.path).trim().split('\n');
      for (const path of uploads) expect(existsSync(join(repo, path.replace(expr('matrix.merchant'), 'jade')))).toBe(true);
    },
    120_000,
  );

  it(
    'a pull request breaking a footer link: the validate step fails with an annotation on the line, and nothing is built',
    () => {
      const file = join(repo, 'merchants/sahara/merchant.json');
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf('"route": "/m/home"');
      writeFileSync(file, `${text.slice(0, at)}"route": "/m/homee"${text.slice(at + '"route": "/m/home"'.length)}`);
      rmSync(join(repo, 'dist'), { recursive: true, force: true });

      const { ran, outputs } = runJob(repo);
      expect(outputs.changed?.merchants).toBe('["jade","sahara"]');
      expect(ran.map((r) => [r.name, r.status])).toEqual([
        ['Changed merchants', 0],
        ['Validate the changed merchants', 1],
      ]);
      const line = text.slice(0, at).split('\n').length;
      const column = at - text.lastIndexOf('\n', at);
      expect(ran[1]?.stdout).toContain(`::error file=merchants/sahara/merchant.json,line=${line},col=${column},title=merchant config #/`);
      expect(ran[1]?.stdout).toContain('links to "/m/homee", which no route declares%0Afix: did you mean "/m/home"?');
      expect(existsSync(join(repo, 'dist'))).toBe(false);
    },
    60_000,
  );
});
