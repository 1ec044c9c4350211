/**
 * The vendor carousel of the game list (spec §2.11, §9): with more than `minVendors` vendors a Swiper
 * showing `slides` vendors per view that moves a group of `slides` at a time (with previous and next
 * buttons); otherwise a plain row. Each vendor is a toggle: selecting it filters the list, selecting it
 * again clears the filter.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Vendor } from '../../api/games';

export interface VendorCarouselProps {
  vendors: Vendor[];
  selected?: string;
  onSelect: (vendor: string) => void;
  slides: number;
  minVendors: number;
  dir: 'ltr' | 'rtl';
}

function VendorButton({ vendor, selected, onSelect, onFocus }: { vendor: Vendor; selected: boolean; onSelect: (v: string) => void; onFocus?: () => void }) {
  return (
    <button type="button" className="lv-gl-vendor" aria-pressed={selected} onClick={() => onSelect(vendor.vendor)} onFocus={onFocus} data-testid={`vendor-${vendor.vendor}`}>
      {vendor.icon ? <img src={vendor.icon} alt="" width={40} height={40} loading="lazy" decoding="async" /> : <span className="lv-gl-vendor-mark" aria-hidden="true" />}
      <span className="lv-gl-vendor-name">{vendor.displayName}</span>
    </button>
  );
}

export function VendorCarousel({ vendors, selected, onSelect, slides, minVendors, dir }: VendorCarouselProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperClass | undefined>();
  const [edges, setEdges] = useState({ start: true, end: false });
  const grouped = vendors.length > minVendors;
  // A vendor chosen by the link (vassalage=) starts the carousel at its group.
  const [startAt] = useState(() => vendors.findIndex((v) => v.vendor === selected));
  const label = t('gameList.vendors');

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

  const track = (s: SwiperClass) => setEdges({ start: s.isBeginning, end: s.isEnd });
  // A vendor reached with the keyboard brings its group into view (the container itself must not scroll).
  const reveal = (index: number) => {
    if (!swiper) return;
    swiper.el.scrollLeft = 0;
    swiper.slideTo(index - (index % slides));
  };
  const back = dir === 'rtl' ? '›' : '‹';
  const forward = dir === 'rtl' ? '‹' : '›';

  return (
    <nav className="lv-gl-vendors lv-gl-vendors-grouped" aria-label={label} data-testid="vendor-carousel" data-grouped="true">
      <button
        type="button"
        className="lv-gl-vendor-step"
        aria-label={t('gameList.previousVendors')}
        disabled={edges.start}
        onClick={() => swiper?.slidePrev()}
        data-testid="vendor-previous"
      >
        <span aria-hidden="true">{back}</span>
      </button>
      <Swiper
        key={dir}
        dir={dir}
        slidesPerView={slides}
        slidesPerGroup={slides}
        initialSlide={Math.max(0, startAt - (startAt % slides))}
        spaceBetween={6}
        watchSlidesProgress
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
        }}
        onSlideChange={track}
        onReachBeginning={track}
        onReachEnd={track}
        className="lv-gl-swiper"
      >
        {vendors.map((v, i) => (
          <SwiperSlide key={v.vendor}>
            <VendorButton vendor={v} selected={v.vendor === selected} onSelect={onSelect} onFocus={() => reveal(i)} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="lv-gl-vendor-step" aria-label={t('gameList.nextVendors')} disabled={edges.end} onClick={() => swiper?.slideNext()} data-testid="vendor-next">
        <span aria-hidden="true">{forward}</span>
      </button>
    </nav>
  );
}
