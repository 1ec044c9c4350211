/** Side by side: two merchants' sites (as saved and served) on the same route, for ops comparing builds. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { studioApi } from './api';
import { ListStatus } from './list-status';
import { Preview } from './preview';

const COMMON_ROUTES = ['/m/home', '/m/login', '/m/register', '/m/gameList', '/m/mine', '/m/lottery'];

export function Compare() {
  const list = useQuery({ queryKey: ['merchants'], queryFn: studioApi.list });
  const codes = list.data?.filter((m) => m.served).map((m) => m.code) ?? [];
  const [left, setLeft] = useState<string>();
  const [right, setRight] = useState<string>();
  const [route, setRoute] = useState('/m/home');
  const a = left ?? codes[0];
  const b = right ?? codes[1] ?? codes[0];
  return (
    <main className="st-page">
      <header className="st-bar">
        <Link to="/">All merchants</Link>
        <h1>Compare</h1>
        <label>
          Route{' '}
          <select aria-label="Route of both" value={route} onChange={(e) => setRoute(e.target.value)}>
            {COMMON_ROUTES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
      </header>
      <ListStatus list={list} />
      {a && b && (
        <div className="st-compare">
          {[
            ['left', a, setLeft] as const,
            ['right', b, setRight] as const,
          ].map(([side, code, set]) => (
            <div key={side}>
              <label>
                Merchant{' '}
                <select value={code} onChange={(e) => set(e.target.value)}>
                  {codes.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </label>
              <Preview key={code} code={code} live={false} route={route} paths={COMMON_ROUTES} languages={[]} title={`Preview of ${code}`} />
            </div>
          ))}
        </div>
      )}
    </main>
  );
}
