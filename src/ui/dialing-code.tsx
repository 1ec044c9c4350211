/**
 * The dialing-code picker of the phone fields (spec 2.5; login, register and the phone reset): the
 * platform's country list (GET /wps/system/country), the merchant's default region preselected. While
 * the list loads, or if it cannot, the default region is the one choice, so the form still works.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Country, countriesQuery, useCountries } from '../api/system';

export interface DialingCodeProps {
  /** The chosen region (ISO 3166 alpha-2, upper case). */
  region: string;
  onRegion: (region: string, country: Country | undefined) => void;
  testId?: string;
}

/**
 * The countries to offer: the platform's list, or the chosen region alone while it is unknown.
 * `dialingCode()` answers the chosen region's dialing code for a call, waiting for the list when a number is
 * sent before it has arrived (a quick player would otherwise send the number without its code); undefined
 * only when the list cannot be had.
 */
export function useDialingCountries(region: string, enabled = true): { countries: Country[]; current?: Country; dialingCode: () => Promise<string | undefined> } {
  const queryClient = useQueryClient();
  const { data } = useCountries(enabled);
  const countries = data && data.length > 0 ? data : [];
  const current = countries.find((c) => c.code === region);
  const dialingCode = async () => {
    if (current) return current.dialingCode;
    const list = await queryClient.fetchQuery(countriesQuery()).catch(() => [] as Country[]);
    return list.find((c) => c.code === region)?.dialingCode;
  };
  return { countries, current, dialingCode };
}

export function DialingCodeSelect({ region, onRegion, testId }: DialingCodeProps) {
  const { t } = useTranslation();
  const { countries, current } = useDialingCountries(region);
  // The closed picker shows the code alone ("+95"): country names do not fit beside the number on a
  // phone. The native select lies over it (transparent), so tapping opens the full list of names.
  return (
    <label className="lv-dialing">
      <span className="lv-dialing-shown" aria-hidden="true" dir="ltr">
        {`+${current?.dialingCode ?? '…'}`}
      </span>
      <select
        value={region}
        onChange={(e) => onRegion(e.target.value, countries.find((c) => c.code === e.target.value))}
        data-testid={testId}
        aria-label={t('form.dialingCode')}
      >
        {countries.length === 0 ? <option value={region}>{region}</option> : null}
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {/* The code is isolated left-to-right, so Arabic shows "+95" and not "95+". */}
            {`\u2066+${c.dialingCode}\u2069 ${c.name}`}
          </option>
        ))}
      </select>
    </label>
  );
}
