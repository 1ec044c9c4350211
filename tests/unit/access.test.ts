/** decideAccess: who may open a route (spec 5-6, schema $defs/access). */
import { describe, expect, it } from 'vitest';
import { type AccessRule, decideAccess } from '../../src/lib/access';

const rule = (access: AccessRule['access'], guestFallback: AccessRule['guestFallback'] = 'login'): AccessRule => ({ access, guestFallback });

describe('public routes', () => {
  it('allow anyone: guests, members, trial accounts and agents, by link or by visit', () => {
    for (const type of [undefined, 0, 1, 2, 4, 40, 41, 42]) {
      expect(decideAccess(rule('public'), type, 'link')).toBe('allow');
      expect(decideAccess(rule('public'), type, 'visit')).toBe('allow');
    }
  });
});

describe('guests on protected routes', () => {
  it('a guest following an in-app link gets the login dialog (spec 6: protected action opens the login dialog)', () => {
    for (const access of ['session', 'member', 'agent'] as const) {
      expect(decideAccess(rule(access, 'login'), undefined, 'link')).toBe('loginDialog');
      expect(decideAccess(rule(access, 'home'), undefined, 'link')).toBe('loginDialog');
    }
  });

  it('a guest visiting by address goes to the route guestFallback: /m/login', () => {
    for (const access of ['session', 'member', 'agent'] as const) {
      expect(decideAccess(rule(access, 'login'), undefined, 'visit')).toBe('login');
    }
  });

  it('a guest visiting by address goes to the route guestFallback: /m/home (e.g. change password, agent area)', () => {
    for (const access of ['session', 'member', 'agent'] as const) {
      expect(decideAccess(rule(access, 'home'), undefined, 'visit')).toBe('home');
    }
  });
});

describe('session routes', () => {
  it('allow any session, the free-trial account (type 4) included', () => {
    for (const type of [0, 1, 2, 4, 40, 41, 42]) {
      expect(decideAccess(rule('session'), type, 'link')).toBe('allow');
      expect(decideAccess(rule('session'), type, 'visit')).toBe('allow');
    }
  });
});

describe('member routes', () => {
  it('refuse the free-trial account (type 4) with free_reject (spec 5)', () => {
    expect(decideAccess(rule('member'), 4, 'link')).toBe('freeReject');
    expect(decideAccess(rule('member'), 4, 'visit')).toBe('freeReject');
  });

  it('allow real members and agents of types 0, 1 and 2', () => {
    for (const type of [0, 1, 2]) {
      expect(decideAccess(rule('member'), type, 'link')).toBe('allow');
      expect(decideAccess(rule('member'), type, 'visit')).toBe('allow');
    }
  });
});

describe('agent routes', () => {
  it('send non-agent types 0, 4 and 40 visiting by address to /m/home (spec 6)', () => {
    for (const type of [0, 4, 40]) {
      expect(decideAccess(rule('agent', 'home'), type, 'visit')).toBe('home');
      expect(decideAccess(rule('agent', 'login'), type, 'visit')).toBe('home');
    }
  });

  it('send non-agent types 0 and 40 following a link to /m/home', () => {
    for (const type of [0, 40]) expect(decideAccess(rule('agent', 'home'), type, 'link')).toBe('home');
  });

  it('allow agent types 1, 2, 41 and 42', () => {
    for (const type of [1, 2, 41, 42]) {
      expect(decideAccess(rule('agent', 'home'), type, 'link')).toBe('allow');
      expect(decideAccess(rule('agent', 'home'), type, 'visit')).toBe('allow');
    }
  });

  it('refuse the free-trial account (type 4) following a link with free_reject', () => {
    expect(decideAccess(rule('agent', 'home'), 4, 'link')).toBe('freeReject');
  });
});
