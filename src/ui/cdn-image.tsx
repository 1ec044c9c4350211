/**
 * A platform image through the session's image CDN (spec §9; lib/image-cdn.ts): the picked CDN first and,
 * when the picture fails to load, the next CDN in list order, each once; after the last one the widget's
 * own fallback (its placeholder) shows, or, without one, the last address stays as the browser shows it.
 * Every widget that shows a picture the platform names (game and vendor icons, banners, team logos,
 * promotions) uses this; pictures the site makes itself (captcha, QR code, a chosen file) do not.
 */
import { type ImgHTMLAttributes, type ReactNode, type SyntheticEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { imageCandidates, imageCdnOrder, subscribeImageCdns } from '../lib/image-cdn';

export interface ImageSource {
  /** The address to load now, or undefined when there is none (unsafe, or every CDN failed). */
  src: string | undefined;
  /** Whether every address has failed. */
  failed: boolean;
  /** Move to the next CDN; answers whether one is left. */
  next: () => boolean;
}

/** The address of a platform image on the session's CDN, moving to the next CDN on `next()`. */
export function useImageSrc(src: string | undefined): ImageSource {
  const order = useSyncExternalStore(subscribeImageCdns, imageCdnOrder, imageCdnOrder);
  const candidates = useMemo(() => imageCandidates(src, order), [src, order]);
  const [tried, setTried] = useState<{ of: string[]; count: number }>({ of: candidates, count: 0 });
  const count = tried.of === candidates ? tried.count : 0;
  return {
    src: candidates[count],
    failed: count >= candidates.length,
    next: () => {
      setTried({ of: candidates, count: count + 1 });
      return count + 1 < candidates.length;
    },
  };
}

export type CdnImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The image as the platform named it (a same-origin path or an https address). */
  src: string | undefined;
  /** What shows when there is no address or every CDN failed; without it the last failed address stays. */
  fallback?: ReactNode;
  /** Called once every CDN has failed. */
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
};

export function CdnImage({ src, fallback, onError, ...rest }: CdnImageProps) {
  const image = useImageSrc(src);
  const [last, setLast] = useState<string | undefined>();
  if (image.failed || image.src === undefined) {
    if (fallback !== undefined || last === undefined) return <>{fallback ?? null}</>;
    return <img {...rest} src={last} alt={rest.alt ?? ''} />;
  }
  const current = image.src;
  return (
    <img
      {...rest}
      alt={rest.alt ?? ''}
      src={current}
      onError={(event) => {
        setLast(current);
        if (!image.next()) onError?.(event);
      }}
    />
  );
}
