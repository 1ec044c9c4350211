/** Member-type rules of spec sections 5, 6 and 9. */
export const TRIAL_TYPE = 4;
const NOT_AGENT = [0, 4, 40];
const REAL_MONEY = [0, 1, 2];
const SKIPS_CONTRACT_CHECK = [4, 40, 41, 42];

export const isTrial = (type: number) => type === TRIAL_TYPE;
export const isAgent = (type: number) => !NOT_AGENT.includes(type);
export const isRealMoney = (type: number) => REAL_MONEY.includes(type);
export const canTransferToUpline = (type: number, toUpline: boolean) => toUpline && type !== 2;
export const skipsContractCheck = (type: number) => SKIPS_CONTRACT_CHECK.includes(type);
/** platform-api-member.md §3: types 40, 41 and 42 get no_permissions for card binding. */
export const canBindCards = (type: number) => ![40, 41, 42].includes(type);
