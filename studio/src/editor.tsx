/**
 * One merchant's editor: the schema form (rjsf, one section at a time) with every error of npm run validate at
 * its field, the live preview beside it, and Save (a diff of merchant.json first; only a valid config is
 * written; a file changed on disk since it was read is never overwritten silently). An unsaved edit is kept
 * as a draft in this browser (localStorage), never written.
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { diffLines } from 'diff';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AssetsPanel } from './assets';
import { type Checked, type OpenedMerchant, type StudioError, studioApi } from './api';
import { describe, errorsByPointer, ServerErrors } from './errors';
import { isObject, type JsonObject, type JsonValue, withoutNewEmptyObjects } from './json';
import { FlagsPicker, MemberPicker, type PreviewSession, RegisterPicker } from './member-picker';
import { Preview, studioHome } from './preview';
import { SECTIONS, type Section, sectionOf, sectionSchema, sectionUiSchema } from './sections';
import { TEMPLATES, WIDGETS } from './widgets';

// The merchant schema is JSON Schema 2020-12: the form's validator (it also decides which block's props
// schema applies) uses Ajv's 2020 class, as npm run validate does.
const validator = customizeValidator({ AjvClass: Ajv2020 as never, ajvOptionsOverrides: { strict: false } });

const draftKey = (code: string) => `livery-studio.draft.${code}`;

interface Draft {
  config: JsonObject;
  /** The file's version the draft was made from. */
  version: string;
  savedAt: number;
}

function readDraft(code: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(draftKey(code)) ?? 'null') as Draft | null;
    return draft && isObject(draft.config) ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function Editor() {
  const { code = '' } = useParams();
  const schema = useQuery({ queryKey: ['schema'], queryFn: studioApi.schema, staleTime: Number.POSITIVE_INFINITY });
  const opened = useQuery({ queryKey: ['merchant', code], queryFn: () => studioApi.open(code), retry: false, refetchOnWindowFocus: false });
  const failed = schema.error ?? opened.error;
  if (failed) {
    return (
      <main className="st-page">
        <p role="alert">
          {code}: {failed.message}
        </p>
        <button type="button" onClick={() => (schema.error ? schema.refetch() : opened.refetch())}>
          Retry
        </button>{' '}
        <a href={studioHome()}>All merchants</a>
      </main>
    );
  }
  if (!schema.data || !opened.data) {
    return (
      <main className="st-page">
        <p role="status">Opening {code}…</p>
      </main>
    );
  }
  return <Loaded key={code} schema={schema.data} opened={opened.data} />;
}

function Loaded({ schema, opened }: { schema: JsonObject; opened: OpenedMerchant }) {
  const { code } = opened;
  const queryClient = useQueryClient();
  const [restored] = useState(() => readDraft(code));
  const [base, setBase] = useState({ text: opened.text, version: opened.version });
  const [draft, setDraft] = useState<JsonObject>(() => restored?.config ?? opened.config);
  const [checked, setChecked] = useState<Checked>();
  const [checkProblem, setCheckProblem] = useState('');
  const [shown, setShown] = useState<JsonObject>();
  const [section, setSection] = useState<Section>(SECTIONS[0] as Section);
  const [notice, setNotice] = useState(() => {
    if (!restored) return '';
    const back = `Your unsaved draft from ${new Date(restored.savedAt).toLocaleString()} is back.`;
    // Made from an older file: saving would also undo what changed on disk since; the diff shows it.
    return restored.version === opened.version ? back : `${back} The file has changed on disk since: read the changes before saving, they would replace the file as it is now.`;
  });
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState('');
  const [session, setSession] = useState<{ value: PreviewSession | null }>();
  const [reloadKey, setReloadKey] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const changedAt = useRef(0);
  const [previewDelay, setPreviewDelay] = useState<number>();

  // Every change is checked by the server (schema and semantic rules, as npm run validate), a moment after typing stops.
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      studioApi.check(code, draft, abort.signal).then(
        (result) => {
          setChecked(result);
          setCheckProblem('');
          if (result.resolved) setShown(result.resolved);
        },
        (err: Error) => {
          if (!abort.signal.aborted) setCheckProblem(err.message);
        },
      );
    }, 50);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [code, draft]);

  // The draft is kept in this browser while it differs from the file.
  const dirty = checked !== undefined && checked.text !== base.text;
  useEffect(() => {
    if (!checked) return;
    if (dirty) localStorage.setItem(draftKey(code), JSON.stringify({ config: draft, version: base.version, savedAt: Date.now() } satisfies Draft));
    else localStorage.removeItem(draftKey(code));
  }, [checked, dirty, code, draft, base.version]);

  const errors = useMemo(() => checked?.errors ?? [], [checked]);
  const here = errors.filter((e) => sectionOf(e.pointer)?.id === section.id);
  const elsewhere = errors.filter((e) => sectionOf(e.pointer)?.id !== section.id);
  const formSchema = useMemo(() => sectionSchema(schema, section), [schema, section]);
  const uiSchema = useMemo(() => sectionUiSchema(schema), [schema]);
  const fieldErrors = useMemo(() => errorsByPointer(errors), [errors]);

  const onChange = (event: IChangeEvent) => {
    const data = (event.formData ?? {}) as JsonObject;
    setDraft((previous) => {
      const next: JsonObject = { ...previous };
      let changed = false;
      for (const key of section.keys) {
        const value = data[key];
        if (JSON.stringify(value) === JSON.stringify(previous[key])) continue;
        changed = true;
        if (value === undefined) delete next[key];
        else next[key] = withoutNewEmptyObjects(value, previous[key]) as JsonValue;
      }
      if (!changed) return previous;
      changedAt.current = performance.now();
      return next;
    });
  };

  const routes = (Array.isArray(shown?.routes) ? shown.routes : []).flatMap((r) => (isObject(r) && typeof r.path === 'string' ? [r.path] : []));
  const languages = (isObject(shown?.languages) && Array.isArray(shown.languages.supported) ? shown.languages.supported : []).filter((l): l is string => typeof l === 'string');
  const merchantCode = isObject(shown?.identity) && typeof shown.identity.merchantCode === 'string' ? shown.identity.merchantCode : code.toUpperCase();

  const why = !checked ? 'Checking…' : errors.length ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} to fix before saving` : !dirty ? 'No changes to save' : '';

  const save = async () => {
    setSaving(true);
    setSaveProblem('');
    try {
      const saved = await studioApi.save(code, draft, base.version);
      setBase({ text: saved.text, version: saved.version });
      localStorage.removeItem(draftKey(code));
      dialog.current?.close();
      setNotice(`Saved ${opened.file} at ${new Date().toLocaleTimeString()}. The site serves it now.`);
      // The simulator's live flags and register settings start again from the saved config: the frame fetches them.
      setReloadKey((k) => k + 1);
      void queryClient.invalidateQueries({ queryKey: ['merchants'] });
    } catch (err) {
      const problem = err as StudioError;
      if (problem.status === 409 && typeof problem.body.text === 'string' && typeof problem.body.version === 'string') {
        // Someone changed the file: the diff is now against what is on disk; saving again is a conscious overwrite.
        setBase({ text: problem.body.text, version: problem.body.version });
        setSaveProblem(`${problem.message}. The changes below are now against the file as it is on disk; your edit is kept. Write again to replace it, or cancel.`);
      } else {
        setSaveProblem(`${problem.message} Your edit is kept.`);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="st-editor">
      <header className="st-bar">
        <a href={studioHome()}>All merchants</a>
        <h1>{(isObject(draft.identity) && typeof draft.identity.displayName === 'string' && draft.identity.displayName) || code}</h1>
        <span className="st-file">{opened.file}</span>
        <span className="st-why" role="status">
          {why}
        </span>
        <button type="button" className="st-primary" disabled={why !== '' || saving} onClick={() => dialog.current?.showModal()}>
          Save…
        </button>
      </header>
      {opened.migrated.length > 0 && <p className="st-note">The file was written for an older schema version and was migrated on opening ({opened.migrated.join('; ')}). Save writes the migrated version.</p>}
      {notice && (
        <p className="st-note" role="status">
          {notice}{' '}
          {restored && notice.startsWith('Your unsaved') && (
            <button
              type="button"
              onClick={() => {
                setDraft(opened.config);
                setNotice('');
              }}
            >
              Discard the draft
            </button>
          )}
        </p>
      )}
      {checkProblem && <p role="alert">Checking failed: {checkProblem}</p>}
      <div className="st-columns">
        <div className="st-form-column">
          <nav className="st-sections" aria-label="Sections">
            {SECTIONS.map((s) => {
              const count = errors.filter((e) => sectionOf(e.pointer)?.id === s.id).length;
              return (
                <button key={s.id} type="button" aria-current={s.id === section.id ? 'true' : undefined} onClick={() => setSection(s)}>
                  {s.title}
                  {count > 0 && <span className="st-count"> ({count})</span>}
                </button>
              );
            })}
          </nav>
          {elsewhere.length > 0 && (
            <div className="st-elsewhere" role="alert">
              <p>Problems in other sections:</p>
              <ul>
                {elsewhere.map((e) => (
                  <li key={`${e.pointer}|${e.problem}`}>
                    <button type="button" onClick={() => setSection(sectionOf(e.pointer) ?? section)}>
                      {e.pointer || '/'}
                    </button>{' '}
                    {describe(e)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {section.id === 'identity' && (
            <AssetsPanel
              code={code}
              primary={(isObject(draft.theme) && isObject(draft.theme.colors) && typeof draft.theme.colors.primary === 'string' && draft.theme.colors.primary) || '#000000'}
              onLogo={(logo) => setDraft((d) => ({ ...d, identity: { ...(isObject(d.identity) ? d.identity : {}), logo } }))}
              onIcons={(icons) =>
                setDraft((d) => {
                  const identity = isObject(d.identity) ? d.identity : {};
                  return { ...d, identity: { ...identity, icons: { ...(isObject(identity.icons) ? identity.icons : {}), ...icons } } };
                })
              }
            />
          )}
          {here.length > 0 && (
            <div className="st-here" role="alert">
              <p>Problems in this section (each is shown at its field too):</p>
              <ul>
                {here.map((e) => (
                  <li key={`${e.pointer}|${e.problem}`}>
                    <code>{e.pointer}</code> {describe(e)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ServerErrors.Provider value={fieldErrors}>
          <Form
            className="st-form"
            schema={formSchema}
            uiSchema={uiSchema}
            formData={draft}
            validator={validator}
            widgets={WIDGETS}
            templates={TEMPLATES}
            showErrorList={false}
            noHtml5Validate
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
            onChange={onChange}
          />
          </ServerErrors.Provider>
        </div>
        <Preview
          code={code}
          config={shown}
          stale={errors.length > 0}
          paths={routes}
          languages={languages}
          session={session}
          reloadKey={reloadKey}
          onApplied={() => {
            if (changedAt.current) setPreviewDelay(Math.round(performance.now() - changedAt.current));
            changedAt.current = 0;
          }}
        >
          <MemberPicker merchantCode={merchantCode} onSession={(value) => setSession({ value })} />
          <FlagsPicker merchantCode={merchantCode} onChanged={() => setReloadKey((k) => k + 1)} />
          <RegisterPicker merchantCode={merchantCode} onChanged={() => setReloadKey((k) => k + 1)} />
          {previewDelay !== undefined && <span className="st-delay">Preview updated {previewDelay} ms after the change</span>}
        </Preview>
      </div>
      <dialog ref={dialog} className="st-dialog" aria-labelledby="st-diff-title">
        <h2 id="st-diff-title">Write {opened.file}?</h2>
        {saveProblem && <p role="alert">{saveProblem}</p>}
        <section aria-label="Changes to the file">
          <pre className="st-diff">
          {diffLines(base.text, checked?.text ?? base.text).map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, made afresh and never reordered
            <span key={i} className={part.added ? 'st-added' : part.removed ? 'st-removed' : 'st-same'}>
              {part.added || part.removed ? prefixed(part.value, part.added ? '+ ' : '- ') : context(part.value)}
            </span>
          ))}
          </pre>
        </section>
        <div className="st-dialog-actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" className="st-primary" disabled={saving || errors.length > 0} onClick={save}>
            {saving ? 'Writing…' : 'Write merchant.json'}
          </button>
        </div>
      </dialog>
    </main>
  );
}

const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const prefixed = (text: string, mark: string) => `${lines(text).map((l) => `${mark}${l}`).join('\n')}\n`;

/** Unchanged lines: two around each change, the rest folded. */
function context(text: string): string {
  const all = lines(text);
  if (all.length <= 5) return `${all.map((l) => `  ${l}`).join('\n')}\n`;
  return `${[...all.slice(0, 2), `  … ${all.length - 4} unchanged lines`, ...all.slice(-2)].map((l) => (l.startsWith('  …') ? l : `  ${l}`)).join('\n')}\n`;
}
