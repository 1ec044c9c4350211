/**
 * A merchant.json as text: parsed with its source positions (Microsoft's jsonc-parser, the parser of VS Code's
 * JSON support, held to strict JSON), so that every config error names the line and column that causes it.
 * validateMerchantSource (validate.ts) puts it before the schema and the semantic rules.
 *
 * Order of the checks: the nesting depth first, with jsonc-parser's scanner (a loop: the parser itself
 * recurses and a file nested 100,000 deep would overflow the stack), then the syntax, then the size the
 * config takes as written; then validate.ts checks the schema and the semantic rules.
 */
import { createScanner, type Node as JsonNode, type ParseError, parseTree, printParseErrorCode, type SyntaxKind } from 'jsonc-parser';
import { depthError, type LimitError, MAX_CONFIG_DEPTH, shapeCheck } from './limits';

/** 1-based line and column (UTF-16 units, as editors count them) of a place in a file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** The line and column of `offset` in `text` (a line ends at \n; a \r before it belongs to the line). */
export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let start = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: end - start + 1 };
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * The offset of the place a JSON pointer names in a parsed tree: a property's key (the line that holds it),
 * an array item's first character. A pointer to something the file lacks (a missing property, a value the
 * schema's defaults or a migration would add) answers its deepest ancestor the file has: for a missing
 * property, the object that lacks it. A repeated key is found as JSON.parse reads it: its last occurrence.
 */
export function offsetOfPointer(root: JsonNode, pointer: string): number {
  let node = root;
  let at = root.offset;
  for (const token of parsePointer(pointer)) {
    let next: JsonNode | undefined;
    let place: number | undefined;
    if (node.type === 'object') {
      const property = (node.children ?? []).findLast((p) => p.children?.[0]?.value === token);
      next = property?.children?.[1];
      place = property?.offset;
    } else if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(token)) {
      next = node.children?.[Number(token)];
      place = next?.offset;
    }
    if (!next || place === undefined) break;
    node = next;
    at = place;
  }
  return at;
}

/**
 * jsonc-parser's SyntaxKind values (a const enum in its types, which this project's isolated modules cannot
 * read; the numbers are part of its API).
 */
const Token = {
  OpenBrace: 1 as SyntaxKind,
  CloseBrace: 2 as SyntaxKind,
  OpenBracket: 3 as SyntaxKind,
  CloseBracket: 4 as SyntaxKind,
  Comma: 5 as SyntaxKind,
  Null: 7 as SyntaxKind,
  True: 8 as SyntaxKind,
  False: 9 as SyntaxKind,
  String: 10 as SyntaxKind,
  Number: 11 as SyntaxKind,
  EOF: 17 as SyntaxKind,
};

type Frame = { kind: 'object'; key: string; keyOffset: number; expectKey: boolean } | { kind: 'array'; index: number };

/**
 * The first value nested deeper than MAX_CONFIG_DEPTH, in document order, with its pointer and offset, found
 * with the token scanner in one loop (no recursion, whatever the depth). Tolerates broken syntax: it only
 * counts brackets and follows keys and commas.
 */
export function findTooDeep(text: string): { pointer: string; offset: number } | undefined {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  for (let token = scanner.scan(); token !== Token.EOF; token = scanner.scan()) {
    const top = stack.at(-1);
    if (top?.kind === 'object' && top.expectKey && token === Token.String) {
      top.key = scanner.getTokenValue();
      top.keyOffset = scanner.getTokenOffset();
      top.expectKey = false;
      continue;
    }
    switch (token) {
      case Token.Comma:
        if (top?.kind === 'object') top.expectKey = true;
        else if (top?.kind === 'array') top.index++;
        continue;
      case Token.CloseBrace:
      case Token.CloseBracket:
        stack.pop();
        continue;
      case Token.OpenBrace:
      case Token.OpenBracket:
      case Token.String:
      case Token.Number:
      case Token.True:
      case Token.False:
      case Token.Null:
        break;
      default:
        continue;
    }
    if (stack.length > MAX_CONFIG_DEPTH) {
      const pointer = stack.map((f) => `/${f.kind === 'object' ? escapeToken(f.key) : String(f.index)}`).join('');
      return { pointer, offset: top?.kind === 'object' ? top.keyOffset : scanner.getTokenOffset() };
    }
    if (token === Token.OpenBrace) stack.push({ kind: 'object', key: '', keyOffset: scanner.getTokenOffset(), expectKey: true });
    else if (token === Token.OpenBracket) stack.push({ kind: 'array', index: 0 });
  }
  return undefined;
}

/** A config error with its place (validate.ts's ConfigError with line and column; the validator is Node-only and not imported here). */
export type SourceError = LimitError & SourcePosition & { file: string };

export type ParsedSource = { ok: true; json: unknown; root: JsonNode; text: string } | { ok: false; error: SourceError };

const STRICT_JSON = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

/** "PropertyNameExpected" -> "property name expected". */
function describeParseError(error: ParseError, text: string): string {
  const words = printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const found = error.offset >= text.length ? 'the end of the file' : JSON.stringify(text.slice(error.offset, error.offset + Math.min(Math.max(error.length, 1), 20)));
  return `${words}, found ${found}`;
}

/**
 * A merchant.json's text parsed with positions, or the config error that stops it (too deep, not JSON, too
 * large as written), with its place. The size on disk is checked before the file is read (fileSizeError).
 */
export function parseMerchantSource(file: string, text: string): ParsedSource {
  const deep = findTooDeep(text);
  if (deep) return { ok: false, error: { file, ...depthError(deep.pointer), ...positionAt(text, deep.offset) } };
  const syntax: ParseError[] = [];
  const root = parseTree(text, syntax, STRICT_JSON);
  const first = syntax[0];
  if (first || !root) {
    const problem = first ? describeParseError(first, text) : 'no value';
    return { ok: false, error: { file, pointer: '', problem: `not valid JSON: ${problem}`, fix: 'correct the JSON syntax', ...positionAt(text, first?.offset ?? 0) } };
  }
  let json: unknown;
  try {
    // The value as JSON.parse reads it (own properties even for "__proto__"); the tree serves for the positions.
    json = JSON.parse(text);
  } catch (err) {
    const problem = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { file, pointer: '', problem: `not valid JSON: ${problem}`, fix: 'correct the JSON syntax', line: 1, column: 1 } };
  }
  const shape = shapeCheck(json);
  if (shape) return { ok: false, error: { file, ...shape.error, ...positionAt(text, offsetOfPointer(root, shape.at)) } };
  return { ok: true, json, root, text };
}

/** Each error with the line and column of its pointer in the parsed file. */
export function withPositions<E extends { pointer: string }>(errors: E[], source: { root: JsonNode; text: string }): (E & SourcePosition)[] {
  return errors.map((e) => ({ ...e, ...positionAt(source.text, offsetOfPointer(source.root, e.pointer)) }));
}
