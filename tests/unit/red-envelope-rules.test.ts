/** The red-envelope form's checks (widgets/red-envelope/red-envelope-rules.ts): which problem each field gets. */
import { describe, expect, it } from 'vitest';
import { minimumTotal, redEnvelopeProblems, totalProblem } from '../../src/widgets/red-envelope/red-envelope-rules';

describe('red envelope checks', () => {
  it('the total: present, a positive number, 2 decimals at most, a cent per envelope, within the balance', () => {
    expect(totalProblem('', 3, 100)).toEqual({ key: 'redEnvelope.enterTotal' });
    expect(totalProblem('abc', 3, 100)).toEqual({ key: 'redEnvelope.totalInvalid' });
    expect(totalProblem('0', 3, 100)).toEqual({ key: 'redEnvelope.totalInvalid' });
    expect(totalProblem('1.234', 3, 100)).toEqual({ key: 'redEnvelope.decimals' });
    expect(totalProblem('0.02', 3, 100)).toEqual({ key: 'redEnvelope.totalTooSmall', values: { min: '0.03', count: 3 } });
    expect(totalProblem('100.01', 3, 100)).toEqual({ key: 'redEnvelope.insufficient' });
    expect(totalProblem('0.03', 3, 100)).toBeUndefined();
    expect(totalProblem('100', 3, 100)).toBeUndefined();
    expect(minimumTotal(30)).toBe(0.3);
  });

  it('the whole form: at least one downline and a 6-digit funds password', () => {
    expect(redEnvelopeProblems({ usernames: '', totalAmount: '10', splitType: 'EVEN', paymentPassword: '' }, 50)).toEqual({
      usernames: { key: 'redEnvelope.chooseDownline' },
      paymentPassword: { key: 'validation.enterPassword' },
    });
    expect(redEnvelopeProblems({ usernames: 'a,b', totalAmount: '10', splitType: 'RANDOM', paymentPassword: '123456' }, 50)).toEqual({});
  });
});
