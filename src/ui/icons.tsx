import type { Icon as IconName } from '../config/merchant-resolved.gen';

/** 24x24 outline paths, one for every icon name the merchant schema allows (a missing one falls back to a dot). */
const PATHS: Partial<Record<IconName | 'back' | 'globe', string>> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M16 13h2',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 19h16',
  share: 'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 4l16 16',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  chat: 'M4 4h16v12H8l-4 4z',
  feedback: 'M4 4h16v12H9l-5 4zM8 8h8M8 12h5',
  agent: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.5 3-5.5 6.5-5.5s6.5 2 6.5 5.5M17 4.5a3 3 0 0 1 0 6M18.5 14.5c2 .6 3 2.6 3 5.5',
  record: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  bet: 'M4 7h16v10H4zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM7 7v10M17 7v10',
  chart: 'M4 20h16M6 20v-6M11 20V9M16 20v-9M21 4l-6 5-4-2-6 4',
  transfer: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  reward: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13 7 21l5-3 5 3-1.5-8',
  rebate: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM14.5 8.5h-3.25a1.75 1.75 0 0 0 0 3.5h1.5a1.75 1.75 0 0 1 0 3.5H9.5M12 7v1.5M12 15.5V17',
  mission: 'M5 21V4M5 4h12l-2 4 2 4H5',
  team: 'M12 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 20c0-3 2.7-5 6-5s6 2 6 5M5 11a2.5 2.5 0 1 0 0-5M19 11a2.5 2.5 0 1 1 0-5M1.5 18c0-2 1.3-3.4 3.5-3.8M22.5 18c0-2-1.3-3.4-3.5-3.8',
  redEnvelope: 'M5 3h14v18H5zM5 7l7 5 7-5M12 15.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5h-2',
  notice: 'M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  contract: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h3M13.5 18.5l1.5 1.5 3-3.5',
  dividend: 'M12 3v9h9a9 9 0 1 1-9-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-6-7 8',
  back: 'M15 5l-7 7 7 7',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};
const GENERIC = 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z';

export function Icon({ name, size = 24 }: { name: IconName | 'back' | 'globe'; size?: number }) {
  return (
    <svg className={`lv-icon lv-icon-${name}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? GENERIC} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
