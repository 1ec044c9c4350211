/** Message centre, /m/webEmail (spec §2.1, issue 17): the inbox, for players the config offers it to. */
import type { ScreenProps } from '../../ui/widget-env';
import { InboxView } from './inbox-view';
import { NotOffered } from './not-offered';
import { useInboxOffered } from './inbox-offer';
import './inbox.css';

export default function InboxScreen(_: ScreenProps) {
  const offered = useInboxOffered();
  return (
    <div className="lv-inbox-screen" data-screen="messageCentre">
      {offered ? <InboxView /> : <NotOffered />}
    </div>
  );
}
