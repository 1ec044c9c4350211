/**
 * Messages, /m/message (spec §2.1, issue 17): `?id=N` opens that message (the inbox's rows link here, and
 * the address can be shared or reloaded); without an id it is the inbox itself.
 */
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../ui/widget-env';
import { InboxView } from './inbox-view';
import { MessageView } from './message-view';
import { Offered } from '../../ui/offered';
import { INBOX_SCREENS } from './inbox-offer';
import './inbox.css';

export default function MessageScreen(_: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <div className="lv-inbox-screen" data-screen="messages">
      <Offered screens={INBOX_SCREENS} testId="inbox-not-offered">
        {id ? <MessageView key={id} id={id} /> : <InboxView />}
      </Offered>
    </div>
  );
}
