/** The platform's language codes (shared/languages.md): BCP 47 tag, direction, default flag, native name. */
export const LANGUAGES = {
  MY: { tag: 'my', dir: 'ltr', flag: 'mm', name: 'မြန်မာ' },
  EN: { tag: 'en', dir: 'ltr', flag: 'gb', name: 'English' },
  CN: { tag: 'zh-Hans', dir: 'ltr', flag: 'cn', name: '简体中文' },
  TW: { tag: 'zh-Hant', dir: 'ltr', flag: 'tw', name: '繁體中文' },
  JA: { tag: 'ja', dir: 'ltr', flag: 'jp', name: '日本語' },
  KO: { tag: 'ko', dir: 'ltr', flag: 'kr', name: '한국어' },
  TH: { tag: 'th', dir: 'ltr', flag: 'th', name: 'ไทย' },
  VI: { tag: 'vi', dir: 'ltr', flag: 'vn', name: 'Tiếng Việt' },
  ID: { tag: 'id', dir: 'ltr', flag: 'id', name: 'Bahasa Indonesia' },
  MS: { tag: 'ms', dir: 'ltr', flag: 'my', name: 'Bahasa Melayu' },
  KM: { tag: 'km', dir: 'ltr', flag: 'kh', name: 'ខ្មែរ' },
  LO: { tag: 'lo', dir: 'ltr', flag: 'la', name: 'ລາວ' },
  TL: { tag: 'fil', dir: 'ltr', flag: 'ph', name: 'Filipino' },
  HI: { tag: 'hi', dir: 'ltr', flag: 'in', name: 'हिन्दी' },
  BN: { tag: 'bn', dir: 'ltr', flag: 'bd', name: 'বাংলা' },
  TA: { tag: 'ta', dir: 'ltr', flag: 'in', name: 'தமிழ்' },
  TE: { tag: 'te', dir: 'ltr', flag: 'in', name: 'తెలుగు' },
  NE: { tag: 'ne', dir: 'ltr', flag: 'np', name: 'नेपाली' },
  UR: { tag: 'ur', dir: 'rtl', flag: 'pk', name: 'اردو' },
  AR: { tag: 'ar', dir: 'rtl', flag: 'sa', name: 'العربية' },
  FA: { tag: 'fa', dir: 'rtl', flag: 'ir', name: 'فارسی' },
  TR: { tag: 'tr', dir: 'ltr', flag: 'tr', name: 'Türkçe' },
  RU: { tag: 'ru', dir: 'ltr', flag: 'ru', name: 'Русский' },
  ES: { tag: 'es', dir: 'ltr', flag: 'es', name: 'Español' },
  PT: { tag: 'pt', dir: 'ltr', flag: 'br', name: 'Português' },
  FR: { tag: 'fr', dir: 'ltr', flag: 'fr', name: 'Français' },
  SW: { tag: 'sw', dir: 'ltr', flag: 'tz', name: 'Kiswahili' },
  TY: { tag: 'ty', dir: 'ltr', flag: 'pf', name: 'Reo Tahiti' },
} as const satisfies Record<string, { tag: string; dir: 'ltr' | 'rtl'; flag: string; name: string }>;

export type LanguageCode = keyof typeof LANGUAGES;

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.hasOwn(LANGUAGES, value);
}
