/**
 * The merchant's images: a logo, and an app icon from which the installable app's PNGs are drawn as
 * scripts/make-icons.ts draws them (192 and 512 px, and a maskable 512 px with the artwork in the central
 * safe zone on the primary colour). Files go to merchants/<code>/assets/ (the server checks type and size);
 * the form's identity then points at them.
 */
import { useState } from 'react';
import { studioApi } from './api';

/** The icon sizes of scripts/make-icons.ts: [file name, size, artwork scale, background]. */
export const ICONS = [
  ['icon-192', 192, 1, 'transparent'],
  ['icon-512', 512, 1, 'transparent'],
  ['icon-maskable', 512, 0.7, 'primary'],
] as const;

const ACCEPT = 'image/svg+xml,image/png,image/webp,image/jpeg';

async function draw(file: File, size: number, scale: number, background: string): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the icons.');
    if (background !== 'transparent') {
      context.fillStyle = background;
      context.fillRect(0, 0, size, size);
    }
    const inner = Math.round(size * scale);
    context.drawImage(image, (size - inner) / 2, (size - inner) / 2, inner, inner);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The icon could not be drawn.'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

const extension = (file: File) => ({ 'image/svg+xml': 'svg', 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' })[file.type];

export interface IconPaths {
  app: string;
  app192: string;
  app512: string;
  maskable: string;
}

export function AssetsPanel({ code, primary, onLogo, onIcons }: { code: string; primary: string; onLogo: (path: string) => void; onIcons: (paths: IconPaths) => void }) {
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const run = async (what: string, job: () => Promise<string>) => {
    setBusy(what);
    setProblem('');
    setDone('');
    try {
      setDone(await job());
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy('');
    }
  };

  const logo = (file: File) =>
    run('logo', async () => {
      if (!extension(file)) throw new Error(`${file.name}: choose an SVG, PNG, WebP or JPEG image.`);
      const { path } = await studioApi.upload(code, 'logo', file);
      onLogo(path);
      return `Logo saved as ${path}.`;
    });

  const icon = (file: File) =>
    run('icon', async () => {
      if (!extension(file)) throw new Error(`${file.name}: choose an SVG, PNG, WebP or JPEG image.`);
      const app = await studioApi.upload(code, 'icon', file);
      const drawn: string[] = [];
      for (const [name, size, scale, background] of ICONS) {
        const blob = await draw(file, size, scale, background === 'primary' ? primary : background);
        drawn.push((await studioApi.upload(code, name, new File([blob], `${name}.png`, { type: 'image/png' }))).path);
      }
      const [app192 = '', app512 = '', maskable = ''] = drawn;
      onIcons({ app: app.path, app192, app512, maskable });
      return `App icon saved as ${app.path}; drawn ${drawn.join(', ')}.`;
    });

  return (
    <section className="st-assets" aria-labelledby="st-assets-title">
      <h2 id="st-assets-title">Images</h2>
      <label>
        Logo (SVG, PNG, WebP or JPEG, up to 512 KB){' '}
        <input type="file" accept={ACCEPT} disabled={busy !== ''} onChange={(e) => e.target.files?.[0] && logo(e.target.files[0])} />
      </label>
      <label>
        App icon (square; the 192, 512 and maskable PNGs are drawn from it){' '}
        <input type="file" accept={ACCEPT} disabled={busy !== ''} onChange={(e) => e.target.files?.[0] && icon(e.target.files[0])} />
      </label>
      {busy && <p role="status">Saving the {busy}…</p>}
      {done && <p role="status">{done}</p>}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
