/**
 * What to tell the player about a failed call: Livery's own localised text for the refusals the
 * platform names by error code (platform-api.md "Error codes seen"; the register codes are the
 * simulator's and *unverified*), the platform's own message (already in the player's language, by the
 * Language header) for the rest, and the client's message for failures that are not the platform's
 * answer (offline, timeout, malformed, session gone).
 */
import type { Problem } from '../lib/validation';
import { ApiError, errorMessageKey, isRateLimited } from './http';

const BY_CODE: Record<string, string> = {
  login_blocked_by_self_exclusion: 'message.selfExcluded',
  token_ip_different: 'message.ipChanged',
  'not.exists.user': 'message.userNotExist',
  'login.not.member': 'message.nonMember',
  'login.not.agent': 'message.nonAgent',
  'register.username.exists': 'message.usernameExists',
  'affiliate.invalid': 'validation.invalidInvitation',
};

export function problemOf(err: unknown): Problem {
  if (err instanceof ApiError && err.kind === 'http') {
    if (isRateLimited(err)) return { key: 'message.tooMany' };
    const key = BY_CODE[err.errorCode ?? ''];
    if (key) return { key };
    const general = errorMessageKey(err);
    if (general !== 'message.unknownError') return { key: general };
    if (err.message && err.message !== 'Unknown error') return { text: err.message };
  }
  return { key: errorMessageKey(err) };
}
