/**
 * npm run validate's report formats (scripts/lib/validate-report.ts) as text: GitHub workflow commands with
 * their escaping, JUnit XML with its escaping, JSON with line and column, and the text a person reads.
 */
import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, escapeXml, githubReport, jsonReport, junitReport, type Report, textReport } from '../../scripts/lib/validate-report';

const report: Report = {
  ms: 1234.6,
  results: [
    {
      code: 'acme',
      file: 'merchants/acme/merchant.json',
      ms: 12,
      errors: [
        { file: 'merchants/acme/merchant.json', pointer: '/footer/0/action/route', problem: 'links to "/m/homee", which no route declares', fix: 'did you mean "/m/home"? add a route', line: 42, column: 9 },
        { file: 'merchants/acme/merchant.json', pointer: '/a,b:c', problem: '100% <wrong> & "odd"\r\nsecond line', fix: "use 'this'", line: 3, column: 5 },
      ],
    },
    { code: 'jade', file: 'merchants/jade/merchant.json', ms: 3, errors: [] },
    { code: 'empty', file: 'merchants/empty/merchant.json', ms: 0, errors: [{ file: 'merchants/empty/merchant.json', pointer: '', problem: 'no merchant.json', fix: 'add it' }] },
  ],
};

describe('GitHub annotations', () => {
  it('escape %, CR and LF in the message, and also : and , in a property, as @actions/core does', () => {
    expect(escapeData('100%\r\n:,')).toBe('100%25%0D%0A:,');
    expect(escapeProperty('100%\r\n:,')).toBe('100%25%0D%0A%3A%2C');
  });

  it('print one ::error per error with file, line, col and title, the fix on a second line of the message', () => {
    expect(githubReport(report).split('\n')).toEqual([
      '::error file=merchants/acme/merchant.json,line=42,col=9,title=merchant config #/footer/0/action/route::links to "/m/homee", which no route declares%0Afix: did you mean "/m/home"? add a route',
      "::error file=merchants/acme/merchant.json,line=3,col=5,title=merchant config #/a%2Cb%3Ac::100%25 <wrong> & \"odd\"%0D%0Asecond line%0Afix: use 'this'",
      '::error file=merchants/empty/merchant.json,title=merchant config #::no merchant.json%0Afix: add it',
      '',
    ]);
  });
});

describe('JUnit XML', () => {
  it('escapes markup, keeps line breaks in attributes, and replaces what XML 1.0 cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\nb\tc', true)).toBe('a&#10;b&#9;c');
    expect(escapeXml('a\nb')).toBe('a\nb');
    expect(escapeXml('\u0000\u001f\ud800x😀')).toBe('\ufffd\ufffd\ufffdx😀');
  });

  it('is one test suite, a test case per merchant and a failure per error with its place, pointer, problem and fix', () => {
    expect(junitReport(report)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="merchant configs" tests="3" failures="2" errors="0" time="1.235">',
        '  <testsuite name="validate-merchants" tests="3" failures="2" errors="0" skipped="0" time="1.235">',
        '    <testcase classname="merchants" name="acme" file="merchants/acme/merchant.json" time="0.012">',
        '      <failure message="#/footer/0/action/route: links to &quot;/m/homee&quot;, which no route declares" type="config">merchants/acme/merchant.json:42:9 #/footer/0/action/route: links to &quot;/m/homee&quot;, which no route declares\nfix: did you mean &quot;/m/home&quot;? add a route</failure>',
        '      <failure message="#/a,b:c: 100% &lt;wrong&gt; &amp; &quot;odd&quot;&#13;&#10;second line" type="config">merchants/acme/merchant.json:3:5 #/a,b:c: 100% &lt;wrong&gt; &amp; &quot;odd&quot;\r\nsecond line\nfix: use &apos;this&apos;</failure>',
        '    </testcase>',
        '    <testcase classname="merchants" name="jade" file="merchants/jade/merchant.json" time="0.003"/>',
        '    <testcase classname="merchants" name="empty" file="merchants/empty/merchant.json" time="0.000">',
        '      <failure message="#: no merchant.json" type="config">merchants/empty/merchant.json #: no merchant.json\nfix: add it</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });
});

describe('JSON and text', () => {
  it('JSON keeps the --json shape (merchants, errors, ms) and adds line and column, and the --changed selection', () => {
    const selection = { base: 'abc', reason: 'merchants changed since main', codes: ['acme', 'jade', 'empty'] };
    const json = JSON.parse(jsonReport({ ...report, selection }));
    expect(Object.keys(json)).toEqual(['merchants', 'errors', 'ms', 'changed']);
    expect(json.merchants).toEqual([
      { code: 'acme', file: 'merchants/acme/merchant.json', valid: false },
      { code: 'jade', file: 'merchants/jade/merchant.json', valid: true },
      { code: 'empty', file: 'merchants/empty/merchant.json', valid: false },
    ]);
    expect(json.errors[0]).toEqual({ ...report.results[0]?.errors[0] });
    expect(json.ms).toBe(1235);
    expect(json.changed).toEqual(selection);
    expect(Object.keys(JSON.parse(jsonReport(report)))).toEqual(['merchants', 'errors', 'ms']);
  });

  it('text: errors as file:line:column #pointer: problem with the fix below, then a line per merchant', () => {
    const text = textReport({ ...report, selection: { reason: 'merchants changed since main', codes: ['acme', 'jade', 'empty'] } });
    expect(text.stderr.split('\n').slice(0, 2)).toEqual([
      'merchants/acme/merchant.json:42:9 #/footer/0/action/route: links to "/m/homee", which no route declares',
      '  fix: did you mean "/m/home"? add a route',
    ]);
    expect(text.stderr).toContain('merchants/empty/merchant.json #: no merchant.json\n  fix: add it\n');
    expect(text.stdout).toBe(
      [
        'merchants changed since main: acme, jade, empty',
        'FAIL merchants/acme/merchant.json (2 errors)',
        'ok   merchants/jade/merchant.json',
        'FAIL merchants/empty/merchant.json (1 errors)',
        'validated 3 merchants in 1235 ms',
        '',
      ].join('\n'),
    );
  });
});
