/** The affiliate check of registration (spec 4 "Affiliate code", 7 "Affiliate check": code, domain -> success). */
import { describe, expect, it } from 'vitest';
import { checkAffiliateCode, getAffiliateCode } from '../../src/api/accounts';
import { control, failure, startSimulatorSession } from './support/simulator';

const session = startSimulatorSession();

describe('checkAffiliateCode', () => {
  it('an agent’s code is valid; anything else is not', async () => {
    await session.login('agent01', 'Agent123');
    const code = await getAffiliateCode();
    session.logout();
    expect(await checkAffiliateCode({ code, domain: 'demo.localhost' })).toBe(true);
    expect(await checkAffiliateCode({ code: 'NOPE123', domain: 'demo.localhost' })).toBe(false);
  });

  it('a failed call (500) is an error, not an invalid code', async () => {
    await control('POST', '/__sim/faults', { path: '/wps/member/affiliate/check', status: 500 });
    const error = await failure(checkAffiliateCode({ code: 'AF1', domain: 'demo.localhost' }));
    expect([error.kind, error.status]).toEqual(['http', 500]);
  });
});
