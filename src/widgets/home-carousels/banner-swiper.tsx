/**
 * The banner carousel's swiper (loaded after the first banner has painted): one slide per banner,
 * looping when asked, labelled pagination bullets as buttons, the swiper's a11y messages.
 */
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';

export interface BannerSwiperProps {
  dir: 'ltr' | 'rtl';
  loop: boolean;
  speed: number;
  pagination: boolean;
  messages: { paginationBulletMessage: string; slideLabelMessage: string; itemRoleDescriptionMessage: string };
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (swiper: SwiperInstance) => void;
  slides: { id: string; node: ReactNode }[];
}

export default function BannerSwiper({ dir, loop, speed, pagination, messages, onSwiper, onSlideChange, slides }: BannerSwiperProps) {
  return (
    <Swiper
      dir={dir}
      modules={[A11y, Pagination]}
      slidesPerView={1}
      loop={loop}
      speed={speed}
      pagination={pagination ? { clickable: true, bulletElement: 'button' } : false}
      a11y={messages}
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.id} data-testid="banner-slide" data-banner-id={slide.id}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
