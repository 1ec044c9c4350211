/**
 * The copyright years under pages with the footer menu (spec 2.2, 9 "Footer copyright 2019-2025"): from
 * the merchant's first year to the current year by the clock. Wrapped in a left-to-right isolate, so
 * "2019–2026" does not read backwards inside an Arabic sentence.
 */
export function copyrightYears(fromYear: number, now: Date = new Date()): string {
  const year = now.getFullYear();
  const span = year > fromYear ? `${fromYear}–${year}` : String(fromYear);
  return `\u2066${span}\u2069`;
}
