/** The studio's first page: every merchant (name, logo, languages, validation state), a new merchant, a duplicate. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { studioApi } from './api';
import { ListStatus } from './list-status';
import { editorUrl, siteOrigin } from './preview';

export function MerchantList() {
  const list = useQuery({ queryKey: ['merchants'], queryFn: studioApi.list });
  const [from, setFrom] = useState<string>();
  return (
    <main className="st-page">
      <header className="st-bar">
        <h1>Livery studio</h1>
        <Link to="/compare">Compare two merchants</Link>
      </header>
      <ListStatus list={list} />
      {list.data && list.data.length === 0 && <p>No merchant yet: make the first one below.</p>}
      {list.data && list.data.length > 0 && (
        <table className="st-merchants">
          <caption>Merchants under merchants/</caption>
          <thead>
            <tr>
              <th scope="col">Merchant</th>
              <th scope="col">Languages</th>
              <th scope="col">Config</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((m) => (
              <tr key={m.code} data-merchant={m.code}>
                <th scope="row">
                  {m.logo && <img src={m.logo} alt="" width={96} height={24} />} <a href={editorUrl(m.code)}>{m.name}</a> <code>{m.code}</code>
                </th>
                <td>{m.languages.join(', ')}</td>
                <td>{m.valid ? 'valid' : `${m.errors} ${m.errors === 1 ? 'error' : 'errors'}`}</td>
                <td>
                  <a href={editorUrl(m.code)}>Edit</a>{' '}
                  <a href={`${siteOrigin(m.code)}/m/home`} target="_blank" rel="noreferrer">
                    Open site
                  </a>{' '}
                  <button type="button" onClick={() => setFrom(m.code)}>
                    Duplicate
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NewMerchant key={from ?? ''} from={from} choices={list.data?.map((m) => m.code) ?? []} />
    </main>
  );
}

function NewMerchant({ from: chosen, choices }: { from?: string; choices: string[] }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState(chosen ?? 'demo');
  const create = useMutation({
    mutationFn: () => studioApi.create(code, from, name),
    onSuccess: (made) => location.assign(editorUrl(made.code)),
  });
  const codeProblem = code && !/^[a-z][a-z0-9-]{1,30}$/.test(code) ? 'Lower-case letters, digits and hyphens, 2-31 characters, starting with a letter.' : '';
  return (
    <form
      className="st-new"
      aria-labelledby="st-new-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (code && !codeProblem) create.mutate();
      }}
    >
      <h2 id="st-new-title">{chosen ? `Duplicate ${chosen}` : 'New merchant'}</h2>
      <p>Everything else is copied from the merchant you start from; change it in the form afterwards.</p>
      <label>
        Code (the folder and the site's host name){' '}
        <input name="code" value={code} required aria-invalid={codeProblem ? 'true' : undefined} aria-describedby="st-code-help" onChange={(e) => setCode(e.target.value.trim())} />
      </label>
      <span id="st-code-help" className={codeProblem ? 'st-error' : 'st-help'}>
        {codeProblem || 'For example acme or lucky-star.'}
      </span>
      <label>
        Display name <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Start from{' '}
        <select name="from" value={from} onChange={(e) => setFrom(e.target.value)}>
          {(choices.length ? choices : ['demo']).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {create.error && <p role="alert">{create.error.message}</p>}
      <button type="submit" className="st-primary" disabled={create.isPending || !code || codeProblem !== ''}>
        {create.isPending ? 'Creating…' : chosen ? 'Duplicate' : 'Create merchant'}
      </button>
    </form>
  );
}
