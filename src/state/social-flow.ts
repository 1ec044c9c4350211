/**
 * Social sign-in's state across the provider's pages (issue 17), in sessionStorage only: the flow this tab
 * started (its PKCE verifier, its `state`, where it returns to and what the form held), and, after a refusal
 * or a failure, the outcome the screen it returns to shows. Never the provider's token.
 */
import type { Problem } from '../lib/validation';
import { sessionStore } from '../lib/storage';

export type SocialProvider = 'facebook' | 'google';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

/** What the form held when the player left for the provider (never a password). */
export type Draft = Record<string, string | boolean>;

export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  verifier: string;
  redirectUri: string;
  /** The screen (path and query) the player started from. */
  returnTo: string;
  draft: Draft;
  /** The invitation code of the link the player came by (spec 3), for the member a first sign-in creates. */
  affiliateCode?: string;
}

export interface SignInOutcome {
  provider: SocialProvider;
  returnTo: string;
  problem: Problem;
  /** Whether trying again may help (a failed exchange or a platform refusal; not a cancel). */
  retry: boolean;
  draft: Draft;
}

const PENDING_KEY = 'livery.socialSignIn';
const OUTCOME_KEY = 'livery.socialSignIn.outcome';

export function savePending(pending: PendingSignIn): void {
  sessionStore.setJSON(PENDING_KEY, pending);
}

/** The flow started in this tab, removed as it is read: a code and its verifier serve once. */
export function takePending(): PendingSignIn | undefined {
  const saved = sessionStore.getJSON<PendingSignIn>(PENDING_KEY);
  sessionStore.remove(PENDING_KEY);
  return saved && typeof saved.state === 'string' && typeof saved.verifier === 'string' ? saved : undefined;
}

export function saveOutcome(outcome: SignInOutcome): void {
  sessionStore.setJSON(OUTCOME_KEY, outcome);
}

/**
 * The outcome waiting for the screen showing now, known by every path of its route (its path and aliases: the
 * sign-in may have started on an alias). The screen clears it once read, shown or not: `clearOutcome`.
 */
export function peekOutcome(paths: readonly string[]): SignInOutcome | undefined {
  const saved = sessionStore.getJSON<SignInOutcome>(OUTCOME_KEY);
  return saved && typeof saved.returnTo === 'string' && paths.includes(saved.returnTo.split('?')[0] ?? '') ? saved : undefined;
}

export function clearOutcome(): void {
  sessionStore.remove(OUTCOME_KEY);
}
