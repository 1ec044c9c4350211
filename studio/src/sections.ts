/**
 * The form's sections (issue 16: identity, theme, languages, routes, menus, home blocks, register, flags,
 * downloads, legal texts, sessions (issue 20's idle timeout), constants): each edits some top-level properties of merchant.json, in the schema's order.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { type JsonObject, pointerParts } from './json';

export interface Section {
  id: string;
  title: string;
  keys: readonly string[];
}

export const SECTIONS: readonly Section[] = [
  { id: 'identity', title: 'Identity', keys: ['identity'] },
  { id: 'theme', title: 'Theme', keys: ['theme'] },
  { id: 'languages', title: 'Languages', keys: ['languages'] },
  { id: 'routes', title: 'Routes', keys: ['routes'] },
  { id: 'menus', title: 'Menus', keys: ['footer', 'headerMenu', 'memberCentre', 'agent'] },
  { id: 'home', title: 'Home blocks', keys: ['home'] },
  { id: 'register', title: 'Register', keys: ['register'] },
  { id: 'flags', title: 'Flags, social sign-in and Firebase', keys: ['flags', 'mobileTemplate', 'socialSignIn', 'firebase'] },
  { id: 'downloads', title: 'Downloads', keys: ['downloads'] },
  { id: 'legal', title: 'Legal texts', keys: ['legal'] },
  { id: 'session', title: 'Sessions and player protection', keys: ['session', 'protection'] },
  { id: 'constants', title: 'Constants and API', keys: ['constants', 'api'] },
];

/** The section that edits the value at a JSON pointer (undefined for $schema and schemaVersion). */
export function sectionOf(pointer: string): Section | undefined {
  const top = pointerParts(pointer)[0];
  return SECTIONS.find((s) => top !== undefined && s.keys.includes(top));
}

/** The merchant schema cut down to one section's properties ($defs kept, so its references resolve). */
export function sectionSchema(schema: JsonObject, section: Section): RJSFSchema {
  const properties = (schema.properties ?? {}) as JsonObject;
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string' && section.keys.includes(k)) : [];
  return {
    $defs: schema.$defs,
    type: 'object',
    properties: Object.fromEntries(section.keys.filter((k) => k in properties).map((k) => [k, properties[k]])),
    required,
  } as RJSFSchema;
}

/** Layout and widgets: colour pickers for the theme's colours, no submit button (Save is the studio's own). */
export function sectionUiSchema(schema: JsonObject): UiSchema {
  const colours = (((schema.$defs as JsonObject | undefined)?.theme as JsonObject | undefined)?.properties as JsonObject | undefined)?.colors as JsonObject | undefined;
  const colourNames = Object.keys((colours?.properties as JsonObject | undefined) ?? {});
  return {
    'ui:submitButtonOptions': { norender: true },
    theme: { colors: Object.fromEntries(colourNames.map((name) => [name, { 'ui:widget': 'colour' }])) },
    routes: { 'ui:options': { orderable: true } },
    footer: { 'ui:options': { orderable: true } },
    headerMenu: { 'ui:options': { orderable: true } },
    home: { blocks: { 'ui:options': { orderable: true } } },
  };
}
