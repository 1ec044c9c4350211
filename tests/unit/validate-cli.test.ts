/**
 * `npm run validate` (scripts/validate-merchants.ts) run as a real process: exit code, the human report on
 * stderr (file:line:column, JSON pointer, problem, fix), the --json report, GitHub annotations and JUnit XML.
 * --changed has its own file (validate-changed.test.ts).
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_VERSION, migrate } from '../../src/config/migrate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = join(ROOT, 'tests/fixtures/invalid/footer-links-undeclared-route.json');
/** Starting tsx takes a second or two; leave room on a slow machine. */
const CLI_TIMEOUT = 60_000;

function runCli(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync('npx', ['tsx', 'scripts/validate-merchants.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

let tmp: string;
let invalidDir: string;
let emptyDir: string;
let merchantFile: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'livery-validate-'));
  // One merchant folder named like the fixture's identity.code, with the demo assets.
  invalidDir = join(tmp, 'invalid');
  mkdirSync(join(invalidDir, 'demo'), { recursive: true });
  cpSync(FIXTURE, join(invalidDir, 'demo', 'merchant.json'));
  cpSync(join(ROOT, 'merchants/demo/assets'), join(invalidDir, 'demo', 'assets'), { recursive: true });
  merchantFile = join(invalidDir, 'demo', 'merchant.json');
  emptyDir = join(tmp, 'empty');
  mkdirSync(emptyDir);
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const expectedError = {
  pointer: '/footer/1/action/route',
  problem: 'links to "/m/activities", which no route declares',
  fix: 'did you mean "/m/activity"? add a route for "/m/activities" or link to a declared one',
  // "route": "/m/activities" stands on line 532, indented 8 spaces.
  line: 532,
  column: 9,
};

describe('validate-merchants CLI', () => {
  it(
    'exits 1 and reports file:line:column, JSON pointer, problem and fix on stderr for an invalid merchant',
    () => {
      const run = runCli('--dir', invalidDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${merchantFile}:532:9 #${expectedError.pointer}: ${expectedError.problem}\n`);
      expect(run.stderr).toContain(`\n  fix: ${expectedError.fix}\n`);
      expect(run.stdout).toContain(`FAIL ${merchantFile} (1 errors)`);
    },
    CLI_TIMEOUT,
  );

  it(
    'with --json prints the error objects and the merchant marked invalid',
    () => {
      const run = runCli('--json', '--dir', invalidDir);
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as {
        merchants: unknown[];
        errors: unknown[];
        ms: unknown;
      };
      expect(report.merchants).toEqual([{ code: 'demo', file: merchantFile, valid: false }]);
      expect(report.errors).toEqual([{ file: merchantFile, ...expectedError }]);
      expect(typeof report.ms).toBe('number');
    },
    CLI_TIMEOUT,
  );

  it(
    'reports a file that is not JSON at the empty pointer, with the line and column of the syntax error',
    () => {
      const brokenDir = join(tmp, 'broken');
      mkdirSync(join(brokenDir, 'demo'), { recursive: true });
      writeFileSync(join(brokenDir, 'demo', 'merchant.json'), '{\n  "schemaVersion": 1,\n}\n');
      const run = runCli('--json', '--dir', brokenDir);
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as {
        errors: {
          file: string;
          pointer: string;
          problem: string;
          fix: string;
        }[];
      };
      expect(report.errors).toHaveLength(1);
      expect(report.errors[0]).toMatchObject({
        file: join(brokenDir, 'demo', 'merchant.json'),
        pointer: '',
        fix: 'correct the JSON syntax',
        problem: 'not valid JSON: property name expected, found "}"',
        // The closing brace after the trailing comma.
        line: 3,
        column: 1,
      });
    },
    CLI_TIMEOUT,
  );

  it(
    'reports a merchant at an older schema version and, with --fix, migrates it in place and passes',
    () => {
      const oldDir = join(tmp, 'old');
      mkdirSync(join(oldDir, 'demo'), { recursive: true });
      const file = join(oldDir, 'demo', 'merchant.json');
      cpSync(join(ROOT, 'tests/fixtures/invalid/outdated-schema-version.json'), file);
      cpSync(join(ROOT, 'merchants/demo/assets'), join(oldDir, 'demo', 'assets'), { recursive: true });

      const check = runCli('--dir', oldDir);
      expect(check.status).toBe(1);
      expect(check.stderr).toContain(`${file}:3:3 #/schemaVersion: written for schema version 1; the current version is ${CURRENT_VERSION}\n`);
      expect(check.stderr).toContain('fix: run npm run validate -- --fix');

      const fix = runCli('--fix', '--dir', oldDir);
      expect(fix.stdout).toContain(`migrated ${file} from schema version 1`);
      expect(fix.status).toBe(0);
      // The file as the migrations write it: what migrate.test.ts checks field by field, here as the CLI saves it.
      const migrated = migrate(JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/invalid/outdated-schema-version.json'), 'utf8')));
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(migrated.config);
      expect(migrated.from).toBe(1);
    },
    CLI_TIMEOUT,
  );

  it(
    'with --fix, reports a deeply nested file and one over 1 MB as config errors (file, pointer, fix) instead of crashing',
    () => {
      const limitsDir = join(tmp, 'limits');
      for (const code of ['deep', 'huge']) mkdirSync(join(limitsDir, code), { recursive: true });
      const deep = join(limitsDir, 'deep', 'merchant.json');
      const huge = join(limitsDir, 'huge', 'merchant.json');
      writeFileSync(deep, `{"schemaVersion":2,"constants":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
      writeFileSync(huge, `{"schemaVersion":2,"constants":{"copyright":"${'x'.repeat(2 * 1024 * 1024)}"}}`);
      const run = runCli('--fix', '--dir', limitsDir);
      expect(run.stderr).not.toContain('RangeError');
      expect(run.status).toBe(1);
      // The 33rd level: x's 32nd bracket, at offset 36 + 31 of the one line.
      expect(run.stderr).toContain(`${deep}:1:68 #/constants/x${'/0'.repeat(31)}: nested more than 32 levels deep\n  fix: no part of a merchant config nests this deep`);
      // The first byte past 1 MiB, on the one line.
      expect(run.stderr).toContain(`${huge}:1:${1024 * 1024 + 1} #: the file is 2,049 KB; a merchant.json is at most 1,024 KB (1 MB)\n  fix: keep merchant.json under 1,024 KB (1 MB)`);
      expect(run.stdout).toContain(`FAIL ${deep} (1 errors)`);
      expect(run.stdout).toContain(`FAIL ${huge} (1 errors)`);
    },
    CLI_TIMEOUT,
  );

  it(
    'names a merchant folder without merchant.json',
    () => {
      const dir = join(tmp, 'no-file');
      mkdirSync(join(dir, 'acme', 'assets'), { recursive: true });
      const run = runCli('--json', '--dir', dir);
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as { merchants: unknown[]; errors: unknown[] };
      expect(report.merchants).toEqual([{ code: 'acme', file: join(dir, 'acme', 'merchant.json'), valid: false }]);
      expect(report.errors).toEqual([
        {
          file: join(dir, 'acme', 'merchant.json'),
          pointer: '',
          problem: `the merchant folder ${join(dir, 'acme')} has no merchant.json`,
          fix: `add ${join(dir, 'acme', 'merchant.json')} (npm run new-merchant -- acme copies the demo merchant) or remove the folder`,
        },
      ]);
    },
    CLI_TIMEOUT,
  );

  it(
    'with --format=github prints an annotation per error (file, line, col, title, escaped message), then the text report',
    () => {
      const run = runCli('--format=github', '--dir', invalidDir);
      expect(run.status).toBe(1);
      const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
      expect(annotations).toEqual([
        `::error file=${merchantFile},line=532,col=9,title=merchant config #/footer/1/action/route::${expectedError.problem}%0Afix: ${expectedError.fix}`,
      ]);
      expect(run.stdout).toContain(`FAIL ${merchantFile} (1 errors)`);
      expect(run.stderr).toContain(`${merchantFile}:532:9 #/footer/1/action/route`);
    },
    CLI_TIMEOUT,
  );

  it(
    'with --format=junit --output=<file> writes a JUnit report (a test case per merchant, a failure per error) and prints the text report',
    () => {
      const dir = join(tmp, 'junit');
      cpSync(invalidDir, join(dir), { recursive: true });
      cpSync(join(ROOT, 'merchants/jade'), join(dir, 'jade'), { recursive: true });
      const out = join(tmp, 'report.xml');
      const run = runCli('--format=junit', `--output=${out}`, '--dir', dir);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('ok   ');
      const xml = readFileSync(out, 'utf8');
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="merchant configs" tests="2" failures="1" errors="0" time="[\d.]+">\n/);
      expect(xml).toContain(`<testcase classname="merchants" name="jade" file="${join(dir, 'jade', 'merchant.json')}" time="`);
      const file = join(dir, 'demo', 'merchant.json');
      expect(xml).toContain(
        `<failure message="#/footer/1/action/route: links to &quot;/m/activities&quot;, which no route declares" type="config">${file}:532:9 #/footer/1/action/route: links to &quot;/m/activities&quot;, which no route declares\nfix: did you mean &quot;/m/activity&quot;? add a route for &quot;/m/activities&quot; or link to a declared one</failure>`,
      );
    },
    CLI_TIMEOUT,
  );

  it(
    'takes --format=json as --json, and refuses an unknown format or option with exit code 2',
    () => {
      const run = runCli('--format=json', '--dir', invalidDir);
      expect(run.status).toBe(1);
      expect((JSON.parse(run.stdout) as { errors: unknown[] }).errors).toEqual([{ file: merchantFile, ...expectedError }]);
      const bad = runCli('--format=xml', '--dir', invalidDir);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('unknown format "xml" (formats: text, github, junit, json)');
      expect(runCli('--jsn').status).toBe(2);
    },
    CLI_TIMEOUT,
  );

  it(
    'exits 1 when the folder holds no merchant at all',
    () => {
      const run = runCli('--dir', emptyDir);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('validated 0 merchants');
    },
    CLI_TIMEOUT,
  );

  it(
    'exits 0 with no errors for the real merchants folder',
    () => {
      const run = runCli();
      expect(run.stderr).not.toContain('fix:');
      expect(run.status).toBe(0);
      for (const code of ['demo', 'jade', 'sahara'])
        expect(run.stdout).toContain(`ok   merchants/${code}/merchant.json`);

      const json = runCli('--json');
      expect(json.status).toBe(0);
      expect((JSON.parse(json.stdout) as { errors: unknown[] }).errors).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});
