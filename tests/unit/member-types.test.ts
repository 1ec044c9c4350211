/** Member-type rules (spec 5, 6 and 9: "0, 4, 40 not agents; 2 no upline transfer; 4, 40, 41, 42 skip contract and dividend; 4 is free trial"). */
import { describe, expect, it } from 'vitest';
import { canTransferToUpline, isAgent, isRealMoney, isTrial, skipsContractCheck, TRIAL_TYPE, canBindCards } from '../../src/lib/member-types';

describe('member types', () => {
  it('types 0, 4 and 40 are not agents', () => {
    for (const type of [0, 4, 40]) expect(isAgent(type), `type ${type}`).toBe(false);
  });

  it('types 1, 2, 41 and 42 are agents', () => {
    for (const type of [1, 2, 41, 42]) expect(isAgent(type), `type ${type}`).toBe(true);
  });

  it('type 4 is the free-trial account and no other type is', () => {
    expect(TRIAL_TYPE).toBe(4);
    expect(isTrial(4)).toBe(true);
    for (const type of [0, 1, 2, 40, 41, 42]) expect(isTrial(type), `type ${type}`).toBe(false);
  });

  it('real-money actions are for types 0, 1 and 2 only', () => {
    for (const type of [0, 1, 2]) expect(isRealMoney(type), `type ${type}`).toBe(true);
    for (const type of [4, 40, 41, 42]) expect(isRealMoney(type), `type ${type}`).toBe(false);
  });

  it('type 2 cannot transfer to its upline even with toUpline', () => {
    expect(canTransferToUpline(2, true)).toBe(false);
  });

  it('transfer to upline needs toUpline for the other types', () => {
    for (const type of [0, 1, 41, 42]) {
      expect(canTransferToUpline(type, true), `type ${type}`).toBe(true);
      expect(canTransferToUpline(type, false), `type ${type}`).toBe(false);
    }
  });

  it('types 4, 40, 41 and 42 skip the contract-request check; 0, 1 and 2 do not', () => {
    for (const type of [4, 40, 41, 42]) expect(skipsContractCheck(type), `type ${type}`).toBe(true);
    for (const type of [0, 1, 2]) expect(skipsContractCheck(type), `type ${type}`).toBe(false);
  });

  it('types 40, 41 and 42 may not bind cards; 0, 1, 2 and 4 may', () => {
    for (const type of [40, 41, 42]) expect(canBindCards(type), `type ${type}`).toBe(false);
    for (const type of [0, 1, 2, 4]) expect(canBindCards(type), `type ${type}`).toBe(true);
  });
});
