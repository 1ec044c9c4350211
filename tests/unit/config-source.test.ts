/**
 * Source positions of config errors (src/config/source.ts): syntax errors at the character that breaks the
 * JSON, a pointer's place (a key, an array item, the object lacking a missing property), the depth guard that
 * runs before the recursive parser, and lines and columns as editors count them. The fixtures' schema and
 * semantic errors have their places in validate-fixtures.test.ts.
 */
import * as jsonc from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { shapeError } from '../../src/config/limits';
import { findTooDeep, offsetOfPointer, parseMerchantSource, positionAt } from '../../src/config/source';
import { validateMerchantSource } from '../../src/config/validate';

function syntaxError(text: string) {
  const parsed = parseMerchantSource('m.json', text);
  if (parsed.ok) throw new Error('parsed');
  return parsed.error;
}

function placeOf(text: string, pointer: string) {
  const root = jsonc.parseTree(text);
  if (!root) throw new Error('no tree');
  return positionAt(text, offsetOfPointer(root, pointer));
}

describe('positionAt', () => {
  it('counts lines from 1 at each \\n and columns from 1 in UTF-16 units; a \\r belongs to its line', () => {
    const text = 'ab\ncd\r\nef';
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, 1)).toEqual({ line: 1, column: 2 });
    expect(positionAt(text, 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt(text, 5)).toEqual({ line: 2, column: 3 });
    expect(positionAt(text, 7)).toEqual({ line: 3, column: 1 });
    expect(positionAt('é😀x', 3)).toEqual({ line: 1, column: 4 });
  });
});

describe('syntax errors', () => {
  it.each([
    ['a trailing comma', '{\n  "schemaVersion": 3,\n}\n', 'property name expected, found "}"', 3, 1],
    ['a trailing comma in a list', '{\n  "a": [\n    1,\n  ]\n}', 'value expected, found "]"', 4, 3],
    ['a missing colon', '{\n  "schemaVersion" 3\n}', 'colon expected, found "3"', 2, 19],
    ['a comment', '{\n  // the site\n  "a": 1\n}', 'invalid comment token, found "// the site"', 2, 3],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 'comma expected, found "\\"b\\""', 3, 3],
    ['text after the value', '{}\nx', 'invalid symbol, found "x"', 2, 1],
    ['an empty file', '', 'value expected, found the end of the file', 1, 1],
    ['an unclosed object', '{\n  "a": {\n', 'close brace expected, found the end of the file', 3, 1],
    ['a single-quoted string', "{\n  'a': 1\n}", 'invalid symbol, found "\'a\'"', 2, 3],
    ['a byte order mark', '\ufeff{}', 'invalid symbol, found "\ufeff"', 1, 1],
  ])('%s is reported at its line and column', (_name, text, problem, line, column) => {
    expect(syntaxError(text)).toEqual({ file: 'm.json', pointer: '', problem: `not valid JSON: ${problem}`, fix: 'correct the JSON syntax', line, column });
  });

  it('only strict JSON passes: what JSON.parse takes, the parser takes', () => {
    const text = '{"a": [1, 2.5e3, "x\\u00e9", true, false, null], "__proto__": {"b": 1}}';
    const parsed = parseMerchantSource('m.json', text);
    expect(parsed.ok && parsed.json).toEqual(JSON.parse(text));
    // "__proto__" stays an own property, as JSON.parse reads it.
    expect(parsed.ok && Object.hasOwn(parsed.json as object, '__proto__')).toBe(true);
  });
});

describe("a pointer's place", () => {
  const text = '{\n  "a/b": {\n    "x~y": [\n      10,\n      {"deep": true}\n    ]\n  },\n  "dup": 1,\n  "dup": 2\n}\n';

  it("is a property's key, with ~1 and ~0 unescaped", () => {
    expect(placeOf(text, '/a~1b')).toEqual({ line: 2, column: 3 });
    expect(placeOf(text, '/a~1b/x~0y')).toEqual({ line: 3, column: 5 });
  });

  it("is an array item's first character", () => {
    expect(placeOf(text, '/a~1b/x~0y/1')).toEqual({ line: 5, column: 7 });
    expect(placeOf(text, '/a~1b/x~0y/1/deep')).toEqual({ line: 5, column: 8 });
  });

  it('for something the file lacks, is its deepest ancestor the file has: the object lacking a property', () => {
    expect(placeOf(text, '/a~1b/missing')).toEqual({ line: 2, column: 3 });
    expect(placeOf(text, '/a~1b/x~0y/7')).toEqual({ line: 3, column: 5 });
    expect(placeOf(text, '/a~1b/x~0y/0/into-a-number')).toEqual({ line: 4, column: 7 });
    expect(placeOf(text, '/nothing/here')).toEqual({ line: 1, column: 1 });
    expect(placeOf(text, '')).toEqual({ line: 1, column: 1 });
  });

  it('of a repeated key is its last occurrence, the one JSON.parse keeps', () => {
    expect(placeOf(text, '/dup')).toEqual({ line: 9, column: 3 });
  });
});

describe('the depth guard', () => {
  it('finds the first too-deep value with its pointer and key in one loop, however deep the file', () => {
    const text = `{"a": {"b": [0, ${'['.repeat(200_000)}${']'.repeat(200_000)}]}}`;
    const deep = findTooDeep(text);
    // a is level 1, b's list 2, its second item (the first of the brackets) 3: the 31st bracket is level 33.
    expect(deep?.pointer).toBe(`/a/b/1${'/0'.repeat(30)}`);
    expect(deep?.offset).toBe(text.indexOf('[[') + 30);
    // The same value the limits name in the parsed config.
    expect(shapeError(JSON.parse(text))?.pointer).toBe(deep?.pointer);
  });

  it('names a too-deep property by its key, and takes a file as deep as the limit', () => {
    const open = '{"k": '.repeat(33);
    const text = `${open}1${'}'.repeat(33)}`;
    expect(findTooDeep(text)).toEqual({ pointer: '/k'.repeat(33), offset: text.lastIndexOf('"k"') });
    const limit = `${'{"k": '.repeat(32)}1${'}'.repeat(32)}`;
    expect(findTooDeep(limit)).toBeUndefined();
  });

  it('copes with broken JSON that is deep: the depth error comes first, with no stack overflow', () => {
    const error = syntaxError(`{"x": ${'[1,'.repeat(100_000)}`);
    expect(error.problem).toBe('nested more than 32 levels deep');
    // x's list is level 1, the 32nd bracket level 32: its first item, the 1, is level 33.
    expect(error.pointer).toBe(`/x${'/1'.repeat(31)}/0`);
    expect(error).toMatchObject({ line: 1, column: 6 + 3 * 31 + 1 + 1 });
  });

  it("uses jsonc-parser's token numbers", () => {
    // src/config/source.ts repeats them (a const enum in the package's types); the package's runtime enum agrees.
    const kinds = (jsonc as unknown as { SyntaxKind: Record<string, number> }).SyntaxKind;
    expect([kinds.OpenBraceToken, kinds.CloseBraceToken, kinds.OpenBracketToken, kinds.CloseBracketToken, kinds.CommaToken]).toEqual([1, 2, 3, 4, 5]);
    expect([kinds.NullKeyword, kinds.TrueKeyword, kinds.FalseKeyword, kinds.StringLiteral, kinds.NumericLiteral, kinds.EOF]).toEqual([7, 8, 9, 10, 11, 17]);
  });
});

describe('validateMerchantSource', () => {
  it('gives the schema errors of a config written on one line their columns', () => {
    const text = '{"schemaVersion": 3, "identity": {"code": "x"}}';
    const errors = validateMerchantSource('m.json', text).errors;
    const identity = errors.find((e) => e.pointer === '/identity/displayName');
    expect(identity).toMatchObject({ problem: 'required property "displayName" is missing', line: 1, column: text.indexOf('"identity"') + 1 });
    const theme = errors.find((e) => e.pointer === '/theme');
    expect(theme).toMatchObject({ line: 1, column: 1 });
  });
});
