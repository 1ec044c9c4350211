/**
 * The value a bank template's custom field takes, by the platform's `type` 1-4 (MCSFE_getBankTemplate).
 * What each type means is *unverified*: Livery and its simulator read 1 as text, 2 as digits, 3 as an
 * e-mail address and 4 as a phone number. One table for the form's check and the simulator's.
 */
export type TemplateFieldType = 1 | 2 | 3 | 4;

export const TEMPLATE_RULES: Record<TemplateFieldType, RegExp> = {
  1: /^.{1,60}$/u,
  2: /^\d{1,30}$/,
  3: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  4: /^\+?\d{6,15}$/,
};

export const isTemplateFieldType = (value: number): value is TemplateFieldType => value in TEMPLATE_RULES;
