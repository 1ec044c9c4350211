/** Message centre, /m/webEmail (spec §2.1, issue 17): the inbox, for players the config offers it to. */
import type { ScreenProps } from '../../ui/widget-env';
import { InboxView } from './inbox-view';
import { NotOffered, useScreenOffered } from '../../ui/offered';
import { INBOX_SCREENS } from './inbox-offer';
import './inbox.css';

export default function InboxScreen(_: ScreenProps) {
  const offered = useScreenOffered(INBOX_SCREENS);
  return (
    <div className="lv-inbox-screen" data-screen="messageCentre">
      {offered ? <InboxView /> : <NotOffered testId="inbox-not-offered" />}
    </div>
  );
}
