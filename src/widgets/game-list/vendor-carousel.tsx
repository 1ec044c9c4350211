/**
 * The vendor carousel of the game list (spec §2.11, §9): with more than `minVendors` vendors a strip
 * showing `slides` vendors per view that moves a group of `slides` at a time (with previous and next
 * buttons, or a swipe that snaps to a group); otherwise a plain row. Each vendor is a toggle: selecting it
 * filters the list, selecting it again clears the filter.
 *
 * The strip is the browser's own scrolling with scroll snapping (no carousel library: Swiper cost this
 * screen 24 KB gzip): the first vendor of each group and the last vendor are the snap points, so the last
 * group shows the last `slides` vendors rather than an empty place.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../api/games';
import { CdnImage } from '../../ui/cdn-image';

export interface VendorCarouselProps {
  vendors: Vendor[];
  selected?: string;
  onSelect: (vendor: string) => void;
  slides: number;
  minVendors: number;
  dir: 'ltr' | 'rtl';
}

/** The gap between vendors, in px (as in the plain row). */
const GAP_PX = 6;

/** How far the strip is from its start and from its end (scrollLeft runs negative right to left). */
function edgesOf(strip: HTMLElement): { start: boolean; end: boolean } {
  const position = Math.abs(strip.scrollLeft);
  const last = strip.scrollWidth - strip.clientWidth;
  return { start: position <= 1, end: position >= last - 1 };
}

function VendorButton({ vendor, selected, onSelect }: { vendor: Vendor; selected: boolean; onSelect: (v: string) => void }) {
  return (
    <button type="button" className="lv-gl-vendor" aria-pressed={selected} onClick={() => onSelect(vendor.vendor)} data-testid={`vendor-${vendor.vendor}`}>
      <CdnImage src={vendor.icon} width={40} height={40} loading="lazy" decoding="async" fallback={<span className="lv-gl-vendor-mark" aria-hidden="true" />} />
      <span className="lv-gl-vendor-name">{vendor.displayName}</span>
    </button>
  );
}

export function VendorCarousel({ vendors, selected, onSelect, slides, minVendors, dir }: VendorCarouselProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const grouped = vendors.length > minVendors;
  // A vendor chosen by the link (vassalage=) starts the strip at its group.
  const [startAt] = useState(() => vendors.findIndex((v) => v.vendor === selected));
  const label = t('gameList.vendors');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the starting group is chosen once, on mount
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    const first = el.children[Math.max(0, startAt - (startAt % slides))] as HTMLElement | undefined;
    if (first && startAt >= slides) {
      const box = el.getBoundingClientRect();
      const item = first.getBoundingClientRect();
      el.scrollLeft = dir === 'rtl' ? item.right - box.right : item.left - box.left;
    }
    setEdges(edgesOf(el));
  }, [dir]);

  if (!grouped) {
    return (
      <nav className="lv-gl-vendors" aria-label={label} data-testid="vendor-carousel" data-grouped="false">
        <div className="lv-gl-vendor-row" style={{ gridTemplateColumns: `repeat(${Math.max(vendors.length, 1)}, minmax(0, 1fr))` }}>
          {vendors.map((v) => (
            <VendorButton key={v.vendor} vendor={v} selected={v.vendor === selected} onSelect={onSelect} />
          ))}
        </div>
      </nav>
    );
  }

  /** Moves one group towards the end (+1) or the start (-1). */
  const step = (towards: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: towards * (dir === 'rtl' ? -1 : 1) * (el.clientWidth + GAP_PX), behavior: reduced ? 'auto' : 'smooth' });
  };
  const back = dir === 'rtl' ? '›' : '‹';
  const forward = dir === 'rtl' ? '‹' : '›';

  return (
    <nav className="lv-gl-vendors lv-gl-vendors-grouped" aria-label={label} data-testid="vendor-carousel" data-grouped="true">
      <button type="button" className="lv-gl-vendor-step" aria-label={t('gameList.previousVendors')} disabled={edges.start} onClick={() => step(-1)} data-testid="vendor-previous">
        <span aria-hidden="true">{back}</span>
      </button>
      <div
        ref={strip}
        className="lv-gl-strip"
        dir={dir}
        style={{ gap: GAP_PX, gridAutoColumns: `calc((100% - ${(slides - 1) * GAP_PX}px) / ${slides})` }}
        onScroll={(event) => setEdges(edgesOf(event.currentTarget))}
      >
        {vendors.map((v, i) => (
          <div key={v.vendor} className="lv-gl-strip-item" style={{ scrollSnapAlign: i % slides === 0 ? 'start' : i === vendors.length - 1 ? 'end' : 'none' }}>
            <VendorButton vendor={v} selected={v.vendor === selected} onSelect={onSelect} />
          </div>
        ))}
      </div>
      <button type="button" className="lv-gl-vendor-step" aria-label={t('gameList.nextVendors')} disabled={edges.end} onClick={() => step(1)} data-testid="vendor-next">
        <span aria-hidden="true">{forward}</span>
      </button>
    </nav>
  );
}
