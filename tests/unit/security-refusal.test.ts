/** The security panels' refusal mapping (src/ui/panel-form.tsx): Livery's text, at the field the platform names. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http';
import { checkFunds, refusal } from '../../src/ui/panel-form';

const refused = (errorCode: string, value?: unknown, message = 'Platform says no') => new ApiError('http', message, 400, errorCode, value);

describe('refusal', () => {
  it('puts a wrong funds password at the funds field, or at the field the answer names', () => {
    expect(refusal(refused('invalid.payment.pw'))).toEqual({ field: 'paymentPassword', problem: { key: 'security.wrongFundsPassword' } });
    expect(refusal(refused('invalid.payment.pw', { field: 'oldPassword' }))).toEqual({ field: 'oldPassword', problem: { key: 'security.wrongFundsPassword' } });
    expect(refusal(refused('bankcard.number.invalid', { field: 'cardNumber' }))).toEqual({ field: 'cardNumber', problem: { key: 'security.cardNumberInvalid' } });
  });

  it('explains a missing funds password and keeps the platform\'s own text for codes it does not know', () => {
    expect(refusal(refused('not.exists.payment.password'))).toEqual({ field: undefined, problem: { key: 'security.noFundsPassword' } });
    expect(refusal(refused('something.else'))).toEqual({ field: undefined, problem: { text: 'Platform says no' } });
  });

  it('gives failures that are not refusals the client\'s own message and no field', () => {
    expect(refusal(new ApiError('network', 'offline'))).toEqual({ field: undefined, problem: { key: 'message.networkOffline' } });
    expect(refusal(new ApiError('malformed', 'bad', 200))).toEqual({ field: undefined, problem: { key: 'message.badServerAnswer' } });
  });
});

describe('checkFunds', () => {
  it('wants exactly 6 digits', () => {
    expect(checkFunds('')).toEqual({ key: 'validation.enterPassword' });
    expect(checkFunds('12345')).toEqual({ key: 'security.fundsFormat' });
    expect(checkFunds('12a456')).toEqual({ key: 'security.fundsFormat' });
    expect(checkFunds('123456')).toBeUndefined();
  });
});
