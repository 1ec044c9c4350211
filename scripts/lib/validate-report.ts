/**
 * npm run validate's reports: text for a person (file:line:column, pointer, problem, fix), GitHub Actions
 * annotations, a JUnit XML report and JSON. Pure functions of the results, so each format is tested as text.
 */
import { type ConfigError, errorPlace, formatError } from '../../src/config/validate';

export const FORMATS = ['text', 'github', 'junit', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export interface MerchantResult {
  code: string;
  file: string;
  errors: ConfigError[];
  /** Milliseconds its validation took. */
  ms: number;
}

/** Which merchants were validated, when --changed chose them (changed.ts). */
export interface Selection {
  /** The commit the working tree was compared with, or undefined when every merchant was chosen without a diff. */
  base?: string;
  /** Why these merchants: the ref and the merge base, or the shared file whose change makes every merchant count. */
  reason: string;
  codes: string[];
}

export interface Report {
  results: MerchantResult[];
  ms: number;
  selection?: Selection;
}

/** The errors on stderr, then one line per merchant and the total on stdout (what `npm run validate` prints). */
export function textReport({ results, ms, selection }: Report): { stderr: string; stdout: string } {
  const errors = results.flatMap((r) => r.errors);
  const lines = results.map((r) => `${r.errors.length ? 'FAIL' : 'ok  '} ${r.file}${r.errors.length ? ` (${r.errors.length} errors)` : ''}`);
  const chosen = selection ? [`${selection.reason}: ${selection.codes.length ? selection.codes.join(', ') : 'no merchant to validate'}`] : [];
  return {
    stderr: errors.map((e) => `${formatError(e)}\n`).join(''),
    stdout: [...chosen, ...lines, `validated ${results.length} merchants in ${ms.toFixed(0)} ms`].map((l) => `${l}\n`).join(''),
  };
}

/**
 * GitHub Actions workflow commands (docs.github.com, "Workflow commands for GitHub Actions": setting an error
 * message), escaped as @actions/core escapes them: in the message %, CR and LF; in a property also : and ,.
 */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One `::error file=…,line=…,col=…,title=…::problem\nfix: …` per error: each shows on its line of the pull request's diff. */
export function githubReport({ results }: Report): string {
  return results
    .flatMap((r) => r.errors)
    .map((e) => {
      const props = [`file=${escapeProperty(e.file)}`];
      if (e.line !== undefined) props.push(`line=${e.line}`, `col=${e.column ?? 1}`);
      props.push(`title=${escapeProperty(`merchant config #${e.pointer}`)}`);
      return `::error ${props.join(',')}::${escapeData(`${e.problem}\nfix: ${e.fix}`)}\n`;
    })
    .join('');
}

/** Text as XML 1.0 may hold it: the five markup characters as entities, characters XML cannot carry as U+FFFD. */
export function escapeXml(text: string, attribute = false): string {
  const escaped = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
  // In an attribute a line break would be read back as a space.
  return attribute ? escaped.replaceAll('\n', '&#10;').replaceAll('\r', '&#13;').replaceAll('\t', '&#9;') : escaped;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** A JUnit XML report: one test case per merchant, one failure per error (its place, pointer, problem and fix). */
export function junitReport({ results, ms }: Report): string {
  const failures = results.filter((r) => r.errors.length).length;
  const attr = (text: string) => escapeXml(text, true);
  const cases = results.map((r) => {
    const open = `    <testcase classname="merchants" name="${attr(r.code)}" file="${attr(r.file)}" time="${seconds(r.ms)}"`;
    if (!r.errors.length) return `${open}/>`;
    const body = r.errors.map(
      (e) =>
        `      <failure message="${attr(`#${e.pointer}: ${e.problem}`)}" type="config">${escapeXml(`${errorPlace(e)} #${e.pointer}: ${e.problem}\nfix: ${e.fix}`)}</failure>`,
    );
    return [`${open}>`, ...body, '    </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="merchant configs" tests="${results.length}" failures="${failures}" errors="0" time="${seconds(ms)}">`,
    `  <testsuite name="validate-merchants" tests="${results.length}" failures="${failures}" errors="0" skipped="0" time="${seconds(ms)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** The --json report (also --format=json): merchants, errors with line and column, milliseconds, and the selection of --changed. */
export function jsonReport({ results, ms, selection }: Report): string {
  const report = {
    merchants: results.map((r) => ({ code: r.code, file: r.file, valid: r.errors.length === 0 })),
    errors: results.flatMap((r) => r.errors),
    ms: Math.round(ms),
    ...(selection ? { changed: selection } : {}),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function machineReport(format: Exclude<Format, 'text'>, report: Report): string {
  if (format === 'github') return githubReport(report);
  if (format === 'junit') return junitReport(report);
  return jsonReport(report);
}
