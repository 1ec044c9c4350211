import { describe, expect, it } from 'vitest';
import { nextRecordPage } from '../../src/api/records';
import { dayText, presetDays, rangeOfDays } from '../../src/ui/record-range';

describe('record date ranges', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('presets: today, yesterday, and 7 days counting today', () => {
    expect(presetDays('today', now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetDays('yesterday', now)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(presetDays('week', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(dayText(new Date(2026, 0, 1))).toBe('2026-01-01');
  });

  it('runs from the first day’s start to the last day’s end in local time', () => {
    const result = rangeOfDays('2026-03-04', '2026-03-10');
    expect(result).toEqual({ range: { start: new Date(2026, 2, 4).getTime(), end: new Date(2026, 2, 11).getTime() - 1 } });
  });

  it('allows 30 days counting both ends, refuses 31, a reversed range and a missing or impossible day', () => {
    expect('range' in rangeOfDays('2026-02-09', '2026-03-10')).toBe(true);
    expect(rangeOfDays('2026-02-08', '2026-03-10')).toEqual({ problem: 'tooLong' });
    expect(rangeOfDays('2026-03-10', '2026-03-09')).toEqual({ problem: 'reversed' });
    expect(rangeOfDays('', '2026-03-09')).toEqual({ problem: 'missing' });
    expect(rangeOfDays('2026-02-30', '2026-03-09')).toEqual({ problem: 'missing' });
  });
});

describe('record paging', () => {
  it('asks for the next 1-based page while the platform has more', () => {
    expect(nextRecordPage({ totalPages: 3 }, [{}])).toBe(2);
    expect(nextRecordPage({ totalPages: 3 }, [{}, {}, {}])).toBeUndefined();
    expect(nextRecordPage({ totalPages: 0 }, [{}])).toBeUndefined();
  });
});
