/**
 * The live preview: the merchant's real site (the player bundle the server serves at <code>.localhost) in a
 * device-sized frame. The draft config goes in by postMessage (src/app/preview-bridge.ts renders it at once);
 * the frame says which path it shows, and the route picker opens another.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonObject } from './json';

export const DEVICES = {
  phone: { label: 'Phone 390 × 844', width: 390, height: 844 },
  small: { label: 'Small phone 360 × 740', width: 360, height: 740 },
  tablet: { label: 'Tablet 768 × 1024', width: 768, height: 1024 },
} as const;
export type Device = keyof typeof DEVICES;

export interface PreviewProps {
  code: string;
  /** The draft with its defaults, as the server checked it (undefined while the draft is invalid). */
  config?: JsonObject;
  /** The paths a player may open (the route picker). */
  paths: readonly string[];
  languages: readonly string[];
  /** Shown above the frame (the studio's pickers for member state and flags). */
  children?: React.ReactNode;
  /** Told whenever the frame has shown a config (the time from a change to the preview is measured from it). */
  onApplied?: (path: string) => void;
  title?: string;
  /** A sign-in (or out) to pass into the frame: each new object is sent once. */
  session?: { value: unknown };
  /** Each new number reloads the frame (after a change of the simulator's flags). */
  reloadKey?: number;
  /** False: the saved site as served, no draft (side by side). */
  live?: boolean;
  /** True while the draft has errors: the frame keeps the last valid version. */
  stale?: boolean;
  /** A route to open (side by side: both frames on the same route). */
  route?: string;
}

const port = () => (location.port ? `:${location.port}` : '');
/** The origin a merchant's site is served at, on the port the studio was opened on. */
export const siteOrigin = (code: string) => `${location.protocol}//${code}.localhost${port()}`;
/**
 * A merchant's editor runs on the merchant's own origin, beside its site: the framed site is then not a
 * cross-site frame, whose storage (the session, the language) the browser would block.
 */
export const editorUrl = (code: string) => `${siteOrigin(code)}/__studio/m/${code}`;
/** The merchant list and the side-by-side page, at localhost. */
export const studioHome = (path = '') => `${location.protocol}//localhost${port()}/__studio/${path}`;

export function Preview({ code, config, paths, languages, children, onApplied, title, session, reloadKey = 0, live = true, route, stale = false }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<Device>('phone');
  const [language, setLanguage] = useState('');
  const [path, setPath] = useState(route ?? '/m/home');
  const [ready, setReady] = useState(false);
  const readyNow = useRef(false);
  readyNow.current = ready;
  // Each load of the frame: a reload (a new language, the simulator's flags changed, the Reload button) is a new one.
  const [load, setLoad] = useState({ n: 0, path: route ?? '/m/home' });
  const origin = siteOrigin(code);
  const latest = useRef({ config, onApplied, path });
  latest.current = { config, onApplied, path };
  /** The path last chosen in the picker: a frame that was (re)loading when it was chosen opens it once ready. */
  const wanted = useRef<string>(undefined);

  const send = useCallback((message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage(message, origin), [origin]);
  const reload = useCallback(() => {
    setReady(false);
    setLoad((l) => ({ n: l.n + 1, path: latest.current.path }));
  }, []);
  const navigate = useCallback(
    (to: string) => {
      wanted.current = to;
      setPath(to);
      // A frame still loading opens it once it says it is ready.
      if (readyNow.current) send({ livery: 'navigate', path: to });
    },
    [send],
  );

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { livery?: string; path?: string };
      const shown = typeof data?.path === 'string' ? (data.path.split('?')[0] ?? data.path) : undefined;
      if (shown) setPath(shown);
      if (data?.livery === 'ready') {
        setReady(true);
        if (latest.current.config) send({ livery: 'config', config: latest.current.config });
        if (wanted.current && wanted.current !== shown) send({ livery: 'navigate', path: wanted.current });
      }
      if (data?.livery === 'applied') latest.current.onApplied?.(shown ?? '');
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, send]);

  // Every checked draft goes to the frame at once.
  useEffect(() => {
    if (ready && config) send({ livery: 'config', config });
  }, [config, ready, send]);

  // A sign-in (or out) goes in once; the frame reloads itself with it.
  useEffect(() => {
    if (!session) return;
    setReady(false);
    send({ livery: 'session', session: session.value });
  }, [session, send]);

  useEffect(() => {
    if (reloadKey) reload();
  }, [reloadKey, reload]);

  useEffect(() => {
    if (route) navigate(route);
  }, [route, navigate]);

  const size = DEVICES[device];
  return (
    <section className="st-preview" aria-label={title ?? `Preview of ${code}`}>
      <div className="st-toolbar">
        <label>
          Device{' '}
          <select aria-label="Preview device" value={device} onChange={(e) => setDevice(e.target.value as Device)}>
            {Object.entries(DEVICES).map(([id, d]) => (
              <option key={id} value={id}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Route{' '}
          <select aria-label="Preview route" value={paths.includes(path) ? path : ''} onChange={(e) => navigate(e.target.value)}>
            {!paths.includes(path) && <option value="">{path}</option>}
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        {languages.length > 0 && (
          <label>
            Language{' '}
            <select
              aria-label="Preview language"
              value={language}
              onChange={(e) => {
                setLanguage(e.target.value);
                reload();
              }}
            >
              <option value="">Merchant default</option>
              {languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
        )}
        {children}
        <button type="button" onClick={reload}>
          Reload
        </button>
      </div>
      {(!config || stale) && live && <p className="st-note">The preview shows the last valid version until the errors are fixed.</p>}
      <div className="st-device" style={{ width: size.width, height: size.height }}>
        <iframe
          key={load.n}
          ref={frame}
          title={title ?? `${code} site`}
          src={`${origin}${load.path}${language ? `?lang=${language}` : ''}`}
          width={size.width}
          height={size.height}
          data-ready={ready ? 'true' : 'false'}
          data-load={load.n}
        />
      </div>
    </section>
  );
}
