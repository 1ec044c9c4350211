import type { Theme } from '../config/merchant-resolved.gen';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS value of a theme colour token, e.g. onPrimary -> var(--lv-on-primary). */
export const themeColour = (name: string) => `var(--lv-${kebab(name)})`;

/** Merchant theme tokens as CSS custom properties (--lv-*), header colours falling back to the brand's. */
export function themeVariables(theme: Theme): Record<string, string> {
  const colors = {
    ...theme.colors,
    headerBackground: theme.colors.headerBackground ?? theme.colors.primary,
    headerText: theme.colors.headerText ?? theme.colors.onPrimary,
  };
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) vars[`--lv-${kebab(name)}`] = value;
  vars['--lv-radius'] = `${theme.radius}px`;
  vars['--lv-font'] = theme.fontFamily;
  return vars;
}

export function themeCss(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root{${body}}`;
}
