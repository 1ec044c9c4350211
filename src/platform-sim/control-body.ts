/**
 * The control API's bodies, checked against a JSON Schema with bounds (Ajv) rather than coerced: a body
 * that breaks a rule is answered 400 with what is wrong, so a test's typo or an out-of-range value is told
 * instead of silently ignored, and nothing unbounded (a huge downline count, an endless delay, a fault
 * that never expires, a `__proto__` key) reaches the state. Each route keeps its schema beside it and
 * compiles it once, when its module loads.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Context } from 'hono';

const ajv = new Ajv2020({ allErrors: true, strict: true });

/** A JSON Schema for a control body (plain data; see controlSchema). */
export type BodySchema = Record<string, unknown>;

/** Compiles a control body's schema (call at module load: one compile per route, not per request). */
export function controlSchema<T = Record<string, unknown>>(schema: BodySchema): ValidateFunction<T> {
  return ajv.compile<T>(schema);
}

/** Text of a bounded length: `maxLength` characters, at least `minLength` (0 unless given). */
export const text = (maxLength: number, minLength = 0): BodySchema => ({ type: 'string', minLength, maxLength });

/** A whole number from `minimum` to `maximum`. */
export const whole = (minimum: number, maximum: number): BodySchema => ({ type: 'integer', minimum, maximum });

/** An amount of money: more than 0, at most `maximum`. */
export const amount = (maximum: number): BodySchema => ({ type: 'number', exclusiveMinimum: 0, maximum });

/** An object of exactly these optional properties (`required` names those it must have). */
export const shape = (properties: Record<string, BodySchema>, required: string[] = []): BodySchema => ({
  type: 'object',
  properties,
  additionalProperties: false,
  ...(required.length ? { required } : {}),
});

/** One of Ajv's errors as a reader wants it: where (the body, or the field's JSON pointer) and the rule broken. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || 'body';
  // A key broke the property-name rule (its own error names the key), or the object has a key it may not have.
  const key = (error as ErrorObject & { propertyName?: string }).propertyName;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  const rule = `${key === undefined ? '' : 'property name '}${error.message ?? 'is invalid'}`;
  const name = key ?? extra;
  return `${where} ${rule}${name === undefined ? '' : ` (${JSON.stringify(name)})`}`;
}

/** The 400 of a body that breaks its schema (or is not JSON): `{ error }` naming each field and rule (the first five). */
const refuse = (c: Context, error: string) => c.json({ error }, 400);

/**
 * A control call's JSON body checked against its schema: the body, or the 400 to answer. No body at all
 * reads as `{}` (a POST /__sim/reset with nothing to say), so a schema decides what may be left out.
 */
export async function controlBody<T>(c: Context, validate: ValidateFunction<T>): Promise<T | Response> {
  const raw = await c.req.text();
  let data: unknown = {};
  if (raw.trim()) {
    try {
      data = JSON.parse(raw);
    } catch {
      return refuse(c, 'body is not JSON');
    }
  }
  if (validate(data)) return data;
  // The property-name rule reports twice (the pattern, then "must be valid"): once is enough.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'propertyNames');
  return refuse(c, [...new Set(errors.map(describe))].slice(0, 5).join('; ') || 'body is invalid');
}
