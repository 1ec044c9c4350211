/**
 * Phone numbers per region (libphonenumber-js with its small metadata), loaded on first use so the
 * library stays out of every screen's first-visit JavaScript.
 */
import type { PhoneCheck } from './validation';

let loading: Promise<PhoneCheck> | undefined;

export function loadPhoneCheck(): Promise<PhoneCheck> {
  loading ??= import('libphonenumber-js/min').then(
    (lib): PhoneCheck =>
      (number, region) => {
        try {
          return lib.isValidPhoneNumber(number, region.toUpperCase() as Parameters<typeof lib.isValidPhoneNumber>[1]);
        } catch {
          return false;
        }
      },
  );
  // A failed download (offline) must not stick: the next use tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
