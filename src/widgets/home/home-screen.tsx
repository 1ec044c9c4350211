import type { ScreenProps } from '../../ui/widget-env';

/** Home (spec 2.10): the merchant's blocks in config order. */
export default function HomeScreen({ blocks }: ScreenProps) {
  return (
    <div className="lv-home" data-screen="home">
      {blocks}
    </div>
  );
}
