/**
 * Checks a merchant config against the JSON Schema and the rules a schema cannot state.
 * Runs in Node only (scripts, server, tests): Ajv never reaches the player bundle.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import schema from '../../schemas/merchant.schema.json' with { type: 'json' };
import type { MerchantConfig, SideServiceBarProps } from './merchant-resolved.gen';
import { shapeError } from './limits';
import { CURRENT_VERSION, type Migrated, migrate } from './migrate';
import { safeUrl } from '../lib/safe-url';
import { parseMerchantSource, withPositions } from './source';
import { optionalSections } from './schema-sections';

export interface ConfigError {
  file: string;
  pointer: string;
  problem: string;
  fix: string;
  /** 1-based line and column of the pointer's place in the file, when the error comes from a file's text (source.ts). */
  line?: number;
  column?: number;
}

export interface ValidationResult {
  errors: ConfigError[];
  /** The config with the schema's defaults filled in; present only when there are no errors. */
  config?: MerchantConfig;
}

export interface ValidateOptions {
  /** Folder name the file sits in; identity.code must equal it. */
  folder?: string;
  /** Tells whether an asset path (relative to the merchant folder) exists. */
  assetExists?: (path: string) => boolean;
}

type Json = unknown;
type SchemaNode = { description?: string; enum?: string[]; properties?: Record<string, SchemaNode & { $ref?: string }>; const?: Json };

const REQUIRED_ROUTES = ['/m/home', '/m/login'];
const SECTIONS = optionalSections(schema as Parameters<typeof optionalSections>[0]);

let compiled: ReturnType<Ajv2020['compile']> | undefined;
function schemaValidator() {
  compiled ??= new Ajv2020({ allErrors: true, strict: true, useDefaults: true, verbose: true }).compile(schema);
  return compiled;
}

/**
 * Validates a config after migrating it to the current schemaVersion: a config written for an older version
 * is an error (run --fix), and its other errors are reported as the migrated file will have them.
 */
export function validateMerchant(file: string, input: Json, options: ValidateOptions = {}): ValidationResult {
  // Size and depth first, in a loop: what follows (structuredClone, Ajv) recurses and would overflow the stack.
  const limit = shapeError(input);
  if (limit) return { errors: [{ file, ...limit }] };
  const migrated = migrate(input);
  const outdated = migrated.applied.length ? [{ file, ...outdatedError(migrated) }] : [];
  const config = structuredClone(migrated.config);
  if (isObject(config)) {
    for (const section of SECTIONS) config[section] ??= {};
  }
  const validate = schemaValidator();
  if (!validate(config)) return { errors: [...outdated, ...schemaErrors(file, validate.errors ?? [], config)] };
  const merchant = config as MerchantConfig;
  const errors = [...outdated, ...semanticErrors(merchant, options).map((e) => ({ file, ...e }))];
  return errors.length ? { errors } : { errors, config: merchant };
}

/** validateMerchant for a file's text: every error, the syntax and limit errors included, carries its line and column. */
export function validateMerchantSource(file: string, text: string, options: ValidateOptions = {}): ValidationResult {
  const parsed = parseMerchantSource(file, text);
  if (!parsed.ok) return { errors: [parsed.error] };
  const result = validateMerchant(file, parsed.json, options);
  return { ...result, errors: withPositions(result.errors, parsed) };
}

function outdatedError(migrated: Migrated): Omit<ConfigError, 'file'> {
  return {
    pointer: '/schemaVersion',
    problem: `written for schema version ${migrated.from}; the current version is ${CURRENT_VERSION}`,
    fix: `run npm run validate -- --fix to migrate the file in place (${migrated.applied.map((m) => `${m.from} -> ${m.from + 1}: ${m.describe}`).join('; ')})`,
  };
}

/**
 * An error as a person reads it, first line as compilers print theirs so terminals and editors link it to
 * its place: `merchants/acme/merchant.json:42:17 #/footer/0/action/route: problem`, then `  fix: …`.
 */
export function formatError(e: ConfigError): string {
  return `${errorPlace(e)} #${e.pointer}: ${e.problem}\n  fix: ${e.fix}`;
}

/** file:line:column, or the file alone when the error has no place in it (a missing file, a config not read from text). */
export function errorPlace(e: ConfigError): string {
  return e.line === undefined ? e.file : `${e.file}:${e.line}:${e.column ?? 1}`;
}

function schemaErrors(file: string, raw: ErrorObject[], config: Json): ConfigError[] {
  // An `if` error only says its `then` failed; the `then`'s own errors say how.
  const kept = narrowOneOf(raw.filter((e) => e.keyword !== 'propertyNames' && e.keyword !== 'if'));
  const seen = new Set<string>();
  const out: ConfigError[] = [];
  for (const e of kept) {
    const err = { file, ...naming(describeSchemaError(e), config) };
    const key = `${err.pointer}|${err.problem}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(err);
    }
  }
  return out;
}

type Branch = { required?: string[] };

/** An error in a block's props names the block's type: what a prop means depends on it. */
function naming(error: Omit<ConfigError, 'file'>, config: Json): Omit<ConfigError, 'file'> {
  const at = /^\/home\/blocks\/(\d+)\/props(?:\/|$)/.exec(error.pointer);
  if (!at || !isObject(config) || !isObject(config.home) || !Array.isArray(config.home.blocks)) return error;
  const block: unknown = config.home.blocks[Number(at[1])];
  const type = isObject(block) ? String(block.type) : '?';
  return { ...error, problem: `${type} block: ${error.problem}`, fix: `${error.fix} (the ${type} props are described by $defs/${type}Props in schemas/merchant.schema.json)` };
}

/** The registry's lists of types (their enums in the schema): the fix suggests a near miss instead of listing all. */
const REGISTRY_ENUMS: Record<string, string> = { screenType: 'screen type', widgetType: 'widget type' };

/**
 * A oneOf whose branches each require one key (the action): when the data names one branch's key,
 * report that branch's own errors (a misspelt dialog name, a bad route); otherwise report the oneOf alone.
 */
function narrowOneOf(errors: ErrorObject[]): ErrorObject[] {
  let out = errors;
  for (const one of errors.filter((e) => e.keyword === 'oneOf')) {
    const branches = ((one.parentSchema as { oneOf?: Branch[] } | undefined)?.oneOf ?? []).map((b) => b.required?.[0]);
    const data = isObject(one.data) ? one.data : {};
    const present = branches.filter((key): key is string => key !== undefined && key in data);
    const chosen = present.length === 1 ? branches.indexOf(present[0]) : -1;
    const at = one.instancePath;
    out = out.filter((e) => {
      if (e === one) return chosen < 0;
      const inBranches = e.schemaPath.startsWith(`${one.schemaPath}/`);
      const below = e.instancePath.startsWith(`${at}/`);
      if (!inBranches && !below) return true;
      if (chosen < 0) return false;
      return e.schemaPath.startsWith(`${one.schemaPath}/${chosen}/`) || (below && e.instancePath.startsWith(`${at}/${escapePointer(present[0] ?? '')}`));
    });
  }
  return out;
}

function describeSchemaError(e: ErrorObject): Omit<ConfigError, 'file'> {
  const at = e.instancePath || '';
  const node = (e.parentSchema ?? {}) as SchemaNode;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const described = descriptionOf(node.properties?.[name]);
      return {
        pointer: `${at}/${name}`,
        problem: `required property "${name}" is missing`,
        fix: `add "${name}"${described ? ` (${described})` : ''}`,
      };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(node.properties ?? {});
      return {
        pointer: `${at}/${escapePointer(name)}`,
        problem: `unknown property "${name}"`,
        fix: `${suggest(name, known)}remove it or use one of: ${known.join(', ')}`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as string[]).map(String);
      const registryList = /\$defs\/(\w+)\/enum$/.exec(e.schemaPath)?.[1];
      const kind = registryList ? REGISTRY_ENUMS[registryList] : undefined;
      if (kind) {
        return {
          pointer: at,
          problem: `unknown ${kind} "${String(e.data)}"`,
          fix: `${suggest(String(e.data), allowed)}use a type of the widget registry (src/registry/entries.ts; the schema's $defs/${registryList} lists them)`,
        };
      }
      const value = shown(e.data);
      const pointer = e.propertyName !== undefined ? `${at}/${escapePointer(e.propertyName)}` : at;
      return {
        pointer,
        problem: `${value} is not an allowed value`,
        fix: `${suggest(String(e.data), allowed)}use one of: ${allowed.join(', ')}`,
      };
    }
    case 'const':
      return {
        pointer: at,
        problem: `${shown(e.data)} is not supported here`,
        fix: `set it to ${JSON.stringify(params.allowedValue)}`,
      };
    case 'pattern':
      return {
        pointer: at,
        problem: `${shown(e.data)} does not have the expected form`,
        fix: node.description ?? `match the pattern ${String(params.pattern)}`,
      };
    case 'maxLength': {
      // Ajv counts characters as code points, not UTF-16 units: so does the message.
      const limit = Number(params.limit);
      return {
        pointer: at,
        problem: `is ${Array.from(String(e.data)).length.toLocaleString('en')} characters long, over the limit of ${limit.toLocaleString('en')}`,
        fix: `shorten it to ${limit.toLocaleString('en')} characters or fewer${node.description ? ` (${node.description})` : ''}`,
      };
    }
    case 'oneOf': {
      const keys = ((e.parentSchema as { oneOf?: Branch[] }).oneOf ?? []).map((b) => `"${b.required?.[0]}"`);
      return {
        pointer: at,
        problem: `must have exactly one of ${keys.join(', ')}`,
        fix: `use exactly one of ${keys.join(', ')}${node.description ? ` (${node.description})` : ''}`,
      };
    }
    case 'type':
      return {
        pointer: at,
        problem: `must be of type ${String(params.type)}, found ${describeType(e.data)}`,
        fix: `write ${article(String(params.type))} ${String(params.type)}${node.description ? ` (${node.description})` : ''}`,
      };
    case 'uniqueItems': {
      const [first, later] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      return {
        pointer: `${at}/${later}`,
        problem: `duplicates item ${first} of the list`,
        fix: 'remove the repeated entry',
      };
    }
    default:
      return {
        pointer: at,
        problem: e.message ?? e.keyword,
        fix: node.description ? `see the schema: ${node.description}` : 'see schemas/merchant.schema.json',
      };
  }
}

function semanticErrors(c: MerchantConfig, options: ValidateOptions): Omit<ConfigError, 'file'>[] {
  const out: Omit<ConfigError, 'file'>[] = [];
  if (options.folder !== undefined && c.identity.code !== options.folder) {
    out.push({
      pointer: '/identity/code',
      problem: `"${c.identity.code}" differs from the folder name "${options.folder}"`,
      fix: `set it to "${options.folder}" or rename the folder`,
    });
  }
  if (options.assetExists) {
    const assets: [string, string | undefined][] = [
      ['/identity/logo', c.identity.logo],
      ['/identity/icons/favicon', c.identity.icons?.favicon],
      ['/identity/icons/app', c.identity.icons?.app],
      ['/identity/icons/app192', c.identity.icons?.app192],
      ['/identity/icons/app512', c.identity.icons?.app512],
      ['/identity/icons/maskable', c.identity.icons?.maskable],
      ...Object.entries(c.legal.userAgreement).map(([language, path]): [string, string] => [`/legal/userAgreement/${language}`, path]),
    ];
    for (const [pointer, path] of assets) {
      if (path && !options.assetExists(path)) {
        out.push({ pointer, problem: `file "${path}" does not exist`, fix: `add "${path}" beside merchant.json or point to an existing asset` });
      }
    }
  }
  if (!c.languages.supported.includes(c.languages.default)) {
    out.push({
      pointer: '/languages/default',
      problem: `default language "${c.languages.default}" is not in the supported set`,
      fix: `add "${c.languages.default}" to /languages/supported or pick one of: ${c.languages.supported.join(', ')}`,
    });
  }
  for (const code of Object.keys(c.languages.flags ?? {})) {
    if (!(c.languages.supported as string[]).includes(code)) {
      out.push({
        pointer: `/languages/flags/${code}`,
        problem: `flag given for language "${code}", which is not in the supported set`,
        fix: `remove it or add "${code}" to /languages/supported`,
      });
    }
  }

  const declared = new Map<string, string>();
  c.routes.forEach((route, i) => {
    const paths: [string, string][] = [[`/routes/${i}/path`, route.path]];
    (route.aliases ?? []).forEach((alias, j) => {
      paths.push([`/routes/${i}/aliases/${j}`, alias]);
    });
    for (const [pointer, path] of paths) {
      const first = declared.get(path);
      if (first) {
        out.push({ pointer, problem: `path "${path}" is already declared at ${first}`, fix: 'keep one route per path: remove or rename one of them' });
      } else {
        declared.set(path, pointer);
      }
    }
  });
  for (const path of REQUIRED_ROUTES) {
    if (!declared.has(path)) {
      out.push({ pointer: '/routes', problem: `no route declares "${path}", which the guards redirect to`, fix: `add a route with "path": "${path}"` });
    }
  }

  const lists: [string, { id: string; action: object }[] | undefined][] = [
    ['/footer', c.footer],
    ['/headerMenu', c.headerMenu],
    ['/memberCentre/tiles', c.memberCentre?.tiles],
    ['/memberCentre/menu', c.memberCentre?.menu],
    ['/memberCentre/list', c.memberCentre?.list],
    ['/agent/tools', c.agent?.tools],
    ['/agent/footer', c.agent?.footer],
    ...c.home.blocks.flatMap((block, i): [string, { id: string; action: object }[]][] =>
      block.type === 'sideServiceBar' ? [[`/home/blocks/${i}/props/entries`, (block.props as SideServiceBarProps).entries]] : [],
    ),
  ];
  for (const [base, items] of lists) {
    const ids = new Set<string>();
    (items ?? []).forEach((item, i) => {
      if (ids.has(item.id)) {
        out.push({ pointer: `${base}/${i}/id`, problem: `id "${item.id}" is used twice in this list`, fix: 'give each item its own id' });
      }
      ids.add(item.id);
      if ('route' in item.action) {
        const link = String(item.action.route);
        const path = link.split('?')[0] ?? link;
        if (!declared.has(path)) {
          out.push({
            pointer: `${base}/${i}/action/route`,
            problem: `links to "${path}", which no route declares`,
            fix: `${suggest(path, [...declared.keys()])}add a route for "${path}" or link to a declared one`,
          });
        }
      }
    });
  }
  if (c.footer.filter((f) => f.center).length > 1) {
    out.push({ pointer: '/footer', problem: 'more than one item is the centre button', fix: 'set "center": true on one footer item only' });
  }
  out.push(...socialSignInErrors(c));
  if (c.register.phoneVerification === 'firebase' && !c.firebase) {
    out.push({
      pointer: '/register/phoneVerification',
      problem: 'selects Firebase, but the merchant has no "firebase" section',
      fix: 'add "firebase": { "projectId", "apiKey", "authDomain" } (the project\'s public web identifiers), or choose "none"',
    });
  }
  return out;
}

const OAUTH_ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'userInfoEndpoint'] as const;

/** The fix of a return path that names a route of another screen: that route stays; point at the sign-in return route. */
function wrongReturnScreenFix(c: MerchantConfig): string {
  const returnRoute = c.routes.find((r) => r.screen === 'socialSignIn');
  return returnRoute
    ? `point it at the route whose screen is socialSignIn ("${returnRoute.path}")`
    : 'point it at a route whose screen is socialSignIn, and add one with a path of its own: { "path": "/m/oauthCallback", "screen": "socialSignIn", "access": "public", "header": "none", "footer": false }';
}

/** Each OAuth client's endpoints leave the site only over https, and it returns to the sign-in return screen. */
function socialSignInErrors(c: MerchantConfig): Omit<ConfigError, 'file'>[] {
  const out: Omit<ConfigError, 'file'>[] = [];
  const returnRoutes = new Set<number>();
  for (const [provider, client] of Object.entries(c.socialSignIn)) {
    if (!client) continue;
    const base = `/socialSignIn/${provider}`;
    for (const name of OAUTH_ENDPOINTS) {
      const endpoint = client[name];
      // safeUrl: an https address or a path on the site's own origin; `//host/…` (protocol-relative) is neither.
      if (endpoint && !safeUrl(endpoint)) {
        out.push({
          pointer: `${base}/${name}`,
          problem: `"${endpoint}" is not an https URL: the authorisation code and the provider's tokens would cross the network unprotected`,
          fix: `use the provider's https:// address, or a path on the site's own origin (the simulator's test provider: /__oauth/${provider}/...)`,
        });
      }
    }
    const index = c.routes.findIndex((r) => r.path === client.redirectPath || r.aliases.includes(client.redirectPath));
    const route = c.routes[index];
    if (route?.screen !== 'socialSignIn') {
      out.push({
        pointer: `${base}/redirectPath`,
        problem: route ? `"${client.redirectPath}" shows the ${route.screen} screen, which cannot finish a sign-in` : `"${client.redirectPath}" is not a declared route`,
        fix: route ? wrongReturnScreenFix(c) : `point it at a route whose screen is socialSignIn, or add one: { "path": "${client.redirectPath}", "screen": "socialSignIn", "access": "public", "header": "none", "footer": false }`,
      });
    } else if (route.access !== 'public' && !returnRoutes.has(index)) {
      // The player comes back signed out: a guarded route would send the code and state on to the login screen's address.
      returnRoutes.add(index);
      out.push({
        pointer: `/routes/${index}/access`,
        problem: `"${route.path}" is the social sign-in return route, but its access is "${route.access}": a signed-out player would be sent to the login screen with the code and state in its address`,
        fix: 'set "access": "public"',
      });
    }
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property's description, looked up through its $ref when it has none of its own. */
function descriptionOf(prop: (SchemaNode & { $ref?: string }) | undefined): string | undefined {
  if (!prop) return undefined;
  if (prop.description) return prop.description;
  const name = prop.$ref?.replace('#/$defs/', '');
  return name ? (schema.$defs as Record<string, SchemaNode>)[name]?.description : undefined;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** A value as a message quotes it: a long string is cut, with its length, so a pasted essay does not become the report. */
function shown(value: unknown): string {
  if (typeof value !== 'string' || value.length <= SHOWN_LENGTH) return JSON.stringify(value);
  return `${JSON.stringify(value.slice(0, SHOWN_LENGTH))}… (${value.length.toLocaleString('en')} characters)`;
}

const SHOWN_LENGTH = 80;

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

const SUGGEST_LENGTH = 64;

/** "did you mean" for a near miss: case only for codes of two letters, one edit up to four, a third of longer words. */
function suggest(value: string, candidates: readonly string[]): string {
  // No near miss is this long, and the edit distance costs its length times each candidate's.
  if (value.length > SUGGEST_LENGTH) return '';
  let best: string | undefined;
  const allowed = value.length <= 2 ? 0 : value.length <= 4 ? 1 : Math.max(2, Math.floor(value.length / 3));
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    const d = distance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best ? `did you mean "${best}"? ` : '';
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}
