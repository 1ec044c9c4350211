/**
 * Who the preview shows the site to: a guest, or a fresh member of a kind the simulator makes (its control
 * API, on this same server), signed in inside the frame. And the platform's live white-label flags, which
 * the simulator answers in the site settings (PATCH /__sim/flags), so ops see what a player of each kind sees.
 */
import { useEffect, useState } from 'react';

export const MEMBER_KINDS = {
  guest: { label: 'Guest' },
  member: { label: 'Member', type: 0 },
  trial: { label: 'Free-play (trial) member', type: 4 },
  agent: { label: 'Agent with 3 downlines', type: 1, downlines: 3 },
} as const;
export type MemberKind = keyof typeof MEMBER_KINDS;

export interface PreviewSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** A control API call, through the studio's server (which holds the API's token). */
async function control<T>(method: 'POST' | 'PATCH', path: string, merchantCode: string, body: unknown): Promise<T> {
  const response = await fetch(path.replace(/^\/__sim\//, '/__studio/api/sim/'), { method, headers: { 'Content-Type': 'application/json', Merchant: merchantCode }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`The simulator refused ${path} (${response.status}).`);
  return (await response.json()) as T;
}

/** Makes a member of that kind in the simulator and signs it in; null for a guest. */
export async function sessionFor(kind: MemberKind, merchantCode: string): Promise<PreviewSession | null> {
  const chosen = MEMBER_KINDS[kind];
  if (!('type' in chosen)) return null;
  const username = `studio${Date.now().toString(36)}`;
  await control('POST', '/__sim/members', merchantCode, { username, password: `Pw${username.slice(-6)}9x`, type: chosen.type, balance: 1000, downlines: 'downlines' in chosen ? chosen.downlines : 0 });
  const started = await control<{ token: string; userName: string; customerType: number }>('POST', `/__sim/members/${username}/session`, merchantCode, {});
  return { token: started.token, merchantCode, userName: started.userName, type: started.customerType, firstTimeLogin: false };
}

export function MemberPicker({ merchantCode, onSession }: { merchantCode: string; onSession: (session: PreviewSession | null) => void }) {
  const [kind, setKind] = useState<MemberKind>('guest');
  const [problem, setProblem] = useState('');
  return (
    <label>
      Shown to{' '}
      <select
        aria-label="Preview member"
        value={kind}
        onChange={(e) => {
          const next = e.target.value as MemberKind;
          setKind(next);
          setProblem('');
          sessionFor(next, merchantCode).then(onSession, (err: Error) => setProblem(err.message));
        }}
      >
        {Object.entries(MEMBER_KINDS).map(([id, k]) => (
          <option key={id} value={id}>
            {k.label}
          </option>
        ))}
      </select>
      {problem && <span role="alert"> {problem}</span>}
    </label>
  );
}

/** The simulator's live flags for the merchant: each switch is sent at once; the preview reloads to fetch them. */
export function FlagsPicker({ merchantCode, onChanged }: { merchantCode: string; onChanged: () => void }) {
  const [values, setValues] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState('');
  // An empty change answers the flags the simulator holds now.
  useEffect(() => {
    control<Record<string, boolean>>('PATCH', '/__sim/flags', merchantCode, {}).then(setValues, (err: Error) => setProblem(err.message));
  }, [merchantCode]);
  return (
    <details className="st-flags">
      <summary>Live flags</summary>
      {Object.keys(values).map((name) => (
        <label key={name}>
          <input
            type="checkbox"
            checked={values[name] ?? false}
            onChange={(e) => {
              const next = { ...values, [name]: e.target.checked };
              setValues(next);
              control('PATCH', '/__sim/flags', merchantCode, { [name]: e.target.checked }).then(onChanged, (err: Error) => setProblem(err.message));
            }}
          />{' '}
          {name}
        </label>
      ))}
      {problem && <p role="alert">{problem}</p>}
    </details>
  );
}

type FieldRule = { enabled: boolean; required: boolean };

/** The simulator's live register settings (which fields the form shows and requires), as the platform answers them. */
export function RegisterPicker({ merchantCode, onChanged }: { merchantCode: string; onChanged: () => void }) {
  const [rules, setRules] = useState<Record<string, FieldRule>>({});
  const [problem, setProblem] = useState('');
  useEffect(() => {
    control<Record<string, FieldRule>>('PATCH', '/__sim/register-settings', merchantCode, {}).then(setRules, (err: Error) => setProblem(err.message));
  }, [merchantCode]);
  const change = (field: string, rule: FieldRule) => {
    setRules((r) => ({ ...r, [field]: rule }));
    control('PATCH', '/__sim/register-settings', merchantCode, { [field]: rule }).then(onChanged, (err: Error) => setProblem(err.message));
  };
  return (
    <details className="st-flags">
      <summary>Live register settings</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Shown</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(rules).map(([field, rule]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>
                <input type="checkbox" aria-label={`${field} shown`} checked={rule.enabled} onChange={(e) => change(field, { ...rule, enabled: e.target.checked })} />
              </td>
              <td>
                <input type="checkbox" aria-label={`${field} required`} checked={rule.required} onChange={(e) => change(field, { ...rule, required: e.target.checked })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem && <p role="alert">{problem}</p>}
    </details>
  );
}
