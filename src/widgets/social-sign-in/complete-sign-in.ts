/**
 * Finishing social sign-in where the provider sends the player back (issue 17): the `state` must be the one
 * this tab sent (else the answer is refused), a cancel or a provider error goes back with its message, and a
 * code is exchanged with the PKCE verifier, then the platform's login takes the provider's token.
 */
import { socialLogin, type LoginResult } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { exchangeCode } from '../../api/oauth';
import { problemOf } from '../../api/problems';
import type { MerchantConfig } from '../../config/merchant-resolved.gen';
import type { Problem } from '../../lib/validation';
import { type PendingSignIn, type SignInOutcome, takePending } from '../../state/social-flow';

export type Completion = { kind: 'signedIn'; login: LoginResult; returnTo: string } | { kind: 'returned'; outcome: SignInOutcome };

/** Where a sign-in this tab did not start (or already finished) goes back to. */
const LOGIN_PATH = '/m/login';

/**
 * The run still pending, if any (a tab finishes one sign-in at a time); dropped once it settles, as its answer
 * holds the session token.
 */
let running: Promise<Completion> | undefined;

/**
 * Runs once per answer of the provider: a screen re-mounted while the run is pending gets the same run (the
 * code works once; the address no longer holds it by then). Afterwards the pending flow is gone, so the same
 * answer again says the sign-in expired.
 */
export function completeSignIn(params: URLSearchParams, clients: MerchantConfig['socialSignIn']): Promise<Completion> {
  if (running) return running;
  const run = finish(params, clients, takePending()).finally(() => {
    running = undefined;
  });
  running = run;
  return run;
}

export async function finish(params: URLSearchParams, clients: MerchantConfig['socialSignIn'], pending: PendingSignIn | undefined): Promise<Completion> {
  if (!pending) {
    return { kind: 'returned', outcome: { provider: 'google', returnTo: LOGIN_PATH, problem: { key: 'social.expired' }, retry: false, draft: {} } };
  }
  const back = (problem: Problem, retry: boolean): Completion => ({
    kind: 'returned',
    outcome: { provider: pending.provider, returnTo: pending.returnTo, problem, retry, draft: pending.draft },
  });
  if (params.get('state') !== pending.state) return back({ key: 'social.stateMismatch' }, true);
  const error = params.get('error');
  if (error === 'access_denied') return back({ key: 'social.cancelled' }, false);
  const code = params.get('code');
  const client = clients[pending.provider];
  if (error || !code || !client) return back({ key: 'social.providerError' }, true);
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode({ client, code, verifier: pending.verifier, redirectUri: pending.redirectUri });
  } catch (err) {
    return back(err instanceof ApiError && err.kind === 'http' ? { key: 'social.exchangeFailed' } : problemOf(err), true);
  }
  try {
    const login = await socialLogin({ provider: pending.provider, ...tokens, ...(pending.affiliateCode ? { affiliateCode: pending.affiliateCode } : {}) });
    return { kind: 'signedIn', login, returnTo: pending.returnTo };
  } catch (err) {
    return back(problemOf(err), true);
  }
}
