/**
 * The images a player attaches to feedback (spec 5, 9): png or jpg only (by the file's own bytes, not its
 * name), at most `maxBytes` each and `maxImages` in all. Each refused file gets its own reason.
 */

export interface PickedImage {
  /** Unique among the images picked while the screen is open (a list key). */
  id: number;
  name: string;
  /** A data: URL of the image's bytes, with the type its bytes show. */
  dataUrl: string;
}

export type ImageRefusal = { name: string; reason: 'type' | 'size' | 'count' | 'unreadable' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type the first bytes show: png, jpeg, or undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  const starts = (signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return undefined;
}

function base64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

let nextId = 0;

const readBytes = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
      });

/** Adds the files that pass to `current`, in order, and names each file refused and why. */
export async function addImages(
  current: readonly PickedImage[],
  files: readonly File[],
  limits: { maxImages: number; maxBytes: number },
): Promise<{ images: PickedImage[]; refused: ImageRefusal[] }> {
  const images = [...current];
  const refused: ImageRefusal[] = [];
  for (const file of files) {
    if (images.length >= limits.maxImages) {
      refused.push({ name: file.name, reason: 'count' });
      continue;
    }
    if (file.size > limits.maxBytes) {
      refused.push({ name: file.name, reason: 'size' });
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readBytes(file));
    } catch {
      refused.push({ name: file.name, reason: 'unreadable' });
      continue;
    }
    const type = imageTypeOf(bytes);
    if (!type) {
      refused.push({ name: file.name, reason: 'type' });
      continue;
    }
    nextId += 1;
    images.push({ id: nextId, name: file.name, dataUrl: `data:${type};base64,${base64(bytes)}` });
  }
  return { images, refused };
}

/** Words in a text, as the player's language divides them (Burmese and Arabic included). */
export function countWords(text: string, language: string): number {
  if (typeof Intl.Segmenter === 'function') {
    let n = 0;
    for (const part of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) if (part.isWordLike) n += 1;
    return n;
  }
  return text.split(/\s+/).filter(Boolean).length;
}
