/** Whether the player hid their balance (spec 4 "Balance"): one choice for the header and the member centre. */
import { create } from 'zustand';

interface BalanceState {
  hidden: boolean;
  toggle: () => void;
}

export const useBalanceStore = create<BalanceState>()((set) => ({
  hidden: false,
  toggle: () => set((s) => ({ hidden: !s.hidden })),
}));
