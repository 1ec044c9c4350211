/** Message centre, /m/webEmail (spec §2.1, issue 17): the inbox, for players the config offers it to. */
import type { ScreenProps } from '../../ui/widget-env';
import { InboxView } from './inbox-view';
import { Offered } from '../../ui/offered';
import { INBOX_SCREENS } from './inbox-offer';
import './inbox.css';

export default function InboxScreen(_: ScreenProps) {
  return (
    <div className="lv-inbox-screen" data-screen="messageCentre">
      <Offered screens={INBOX_SCREENS} testId="inbox-not-offered">
        <InboxView />
      </Offered>
    </div>
  );
}
