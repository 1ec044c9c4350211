/**
 * Where player protection keeps what it needs (issue 20). The platform has no call for player limits or
 * self-exclusion (shared/platform-api*.md name none; the self-exclusion refusal is only a login error code),
 * so the limits are kept on this device, in local storage, per merchant and member: not secret, and the
 * responsible-gaming screen tells the player so. When the session began is kept in session storage, per tab
 * and per login (a new login starts it again: state/session drops the per-login keys).
 */
import { create } from 'zustand';
import { NO_LIMITS, type PlayerLimits, parseLimits } from '../lib/protection';
import { localStore } from '../lib/storage';
export { sessionStartedAt } from './session';

const LIMITS_PREFIX = 'livery.limits.';

/** The member a device's limits belong to. */
export interface LimitOwner {
  merchantCode: string;
  userName: string;
}

const keyOf = (owner: LimitOwner) => `${LIMITS_PREFIX}${owner.merchantCode}.${owner.userName.toLowerCase()}`;

interface ProtectionState {
  /** Bumped on every save, so screens and the frame's clock read the new limits. */
  version: number;
  read: (owner: LimitOwner | undefined) => PlayerLimits;
  save: (owner: LimitOwner, limits: PlayerLimits) => void;
}

export const useProtectionStore = create<ProtectionState>()((set, get) => ({
  version: 0,
  read: (owner) => (owner ? parseLimits(localStore.getJSON(keyOf(owner))) : NO_LIMITS),
  save: (owner, limits) => {
    localStore.setJSON(keyOf(owner), limits);
    set({ version: get().version + 1 });
  },
}));

/** The player's limits (as stored: pending changes included), read again after each save. */
export function usePlayerLimits(owner: LimitOwner | undefined): PlayerLimits {
  useProtectionStore((s) => s.version);
  return useProtectionStore.getState().read(owner);
}

