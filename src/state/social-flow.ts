/**
 * Social sign-in's state across the provider's pages (issue 17), in sessionStorage only: the flow this tab
 * started (its PKCE verifier, its `state`, where it returns to and what the form held), and, after a refusal
 * or a failure, the outcome the screen it returns to shows. Never the provider's token.
 */
import type { Problem } from '../lib/validation';

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
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The flow started in this tab, removed as it is read: a code and its verifier serve once. */
export function takePending(): PendingSignIn | undefined {
  const saved = read<PendingSignIn>(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return saved && typeof saved.state === 'string' && typeof saved.verifier === 'string' ? saved : undefined;
}

export function saveOutcome(outcome: SignInOutcome): void {
  sessionStorage.setItem(OUTCOME_KEY, JSON.stringify(outcome));
}

/**
 * The outcome waiting for the screen showing now, known by every path of its route (its path and aliases: the
 * sign-in may have started on an alias). The screen clears it once read, shown or not: `clearOutcome`.
 */
export function peekOutcome(paths: readonly string[]): SignInOutcome | undefined {
  const saved = read<SignInOutcome>(OUTCOME_KEY);
  return saved && typeof saved.returnTo === 'string' && paths.includes(saved.returnTo.split('?')[0] ?? '') ? saved : undefined;
}

export function clearOutcome(): void {
  sessionStorage.removeItem(OUTCOME_KEY);
}

function read<T>(key: string): T | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
