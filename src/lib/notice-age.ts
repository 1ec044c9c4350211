/** Apart from lib/protection: the frame shows the age notice on every page, the limits' logic loads with its screens. */

/** The age the merchant's age notice asks for (0: no notice). */
export const noticeAge = (setting: 'off' | '18' | '21'): number => (setting === 'off' ? 0 : Number(setting));
