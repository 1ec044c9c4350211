// @vitest-environment jsdom
/**
 * Dates from the platform: an instant beyond what a Date holds (nanoseconds, a corrupt value) shows nothing
 * instead of throwing a RangeError that would take the whole screen down; a normal one shows in the reader's
 * language with its machine-readable form.
 */
import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/setup';
import { TimeOf, useDateTime } from '../../src/ui/date-time';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

describe('dates from the platform', () => {
  it('formats a normal instant, date only or with the time', () => {
    const ms = Date.UTC(2026, 9, 26, 12, 0);
    const { result } = renderHook(() => [useDateTime('date'), useDateTime()] as const);
    expect(result.current[0](ms)).toMatch(/2026/);
    expect(result.current[1](ms).length).toBeGreaterThan(result.current[0](ms).length);
  });

  it('shows nothing for an instant out of range (nanoseconds) or not a number, without throwing', () => {
    const { result } = renderHook(() => useDateTime());
    expect(result.current(1_700_000_000_000_000_000)).toBe('');
    expect(result.current(Number.NaN)).toBe('');
    const { container } = render(<TimeOf ms={1e20} />);
    expect(container.innerHTML).toBe('');
  });

  it('gives <time> its ISO instant', () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4);
    const { container } = render(<TimeOf ms={ms} style="date" />);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-02T03:04:00.000Z');
  });
});
