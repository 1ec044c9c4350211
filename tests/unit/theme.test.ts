/** Merchant theme tokens as --lv-* CSS variables. */
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../src/config/merchant-resolved.gen';
import { themeCss, themeVariables } from '../../src/lib/theme';

const base: Theme = {
  colors: { primary: '#1e3a8a', onPrimary: '#ffffff', background: '#f3f4f8', surface: '#ffffff', text: '#111827', textMuted: '#5b6474', accent: '#f5b400', danger: '#c62828', success: '#2e7d32' },
  radius: 10,
  fontFamily: 'system-ui, sans-serif',
};

describe('themeVariables', () => {
  it('maps each colour token to a kebab-cased --lv-* variable', () => {
    const vars = themeVariables(base);
    expect(vars['--lv-primary']).toBe('#1e3a8a');
    expect(vars['--lv-on-primary']).toBe('#ffffff');
    expect(vars['--lv-background']).toBe('#f3f4f8');
    expect(vars['--lv-surface']).toBe('#ffffff');
    expect(vars['--lv-text']).toBe('#111827');
    expect(vars['--lv-text-muted']).toBe('#5b6474');
  });

  it('header colours fall back to primary and onPrimary when absent', () => {
    const vars = themeVariables(base);
    expect(vars['--lv-header-background']).toBe('#1e3a8a');
    expect(vars['--lv-header-text']).toBe('#ffffff');
  });

  it('explicit header colours win over the fallback', () => {
    const vars = themeVariables({ ...base, colors: { ...base.colors, headerBackground: '#000000', headerText: '#ff0000' } });
    expect(vars['--lv-header-background']).toBe('#000000');
    expect(vars['--lv-header-text']).toBe('#ff0000');
    expect(vars['--lv-primary']).toBe('#1e3a8a');
  });

  it('radius is written in px and the font family is passed through', () => {
    const vars = themeVariables(base);
    expect(vars['--lv-radius']).toBe('10px');
    expect(vars['--lv-font']).toBe('system-ui, sans-serif');
    expect(themeVariables({ ...base, radius: 0 })['--lv-radius']).toBe('0px');
  });

  it('every variable is in the --lv- namespace', () => {
    for (const name of Object.keys(themeVariables(base))) expect(name).toMatch(/^--lv-[a-z-]+$/);
  });
});

describe('themeCss', () => {
  it('writes the variables as a :root rule', () => {
    const css = themeCss(base);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(css).toContain('--lv-primary:#1e3a8a');
    expect(css).toContain('--lv-header-background:#1e3a8a');
    expect(css).toContain('--lv-radius:10px');
  });
});
