type Node = { properties?: Record<string, { $ref?: string }>; required?: string[]; $defs?: Record<string, { type?: unknown; required?: string[] }> };

/** Top-level sections that are optional objects with nothing required: absent means "all defaults". */
export function optionalSections(schema: Node): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name, prop]) => {
      if (schema.required?.includes(name) || !prop.$ref) return false;
      const def = schema.$defs?.[prop.$ref.replace('#/$defs/', '')];
      return def?.type === 'object' && !def.required?.length;
    })
    .map(([name]) => name);
}
