import { MailIcon, Notice } from '@pgportal/ui/basics';
import { useMailOutbox } from '../api';

export const OUTBOX_NOTE =
  'No mail server is set up: sign-in codes are in the server log and in data/outbox/.';

/** In development (no SMTP), says where the sign-in codes are. Hidden otherwise. */
export function OutboxNote() {
  const outbox = useMailOutbox();
  if (!outbox) return null;
  return (
    <Notice role="note">
      <MailIcon size={16} />
      <span>{OUTBOX_NOTE}</span>
    </Notice>
  );
}
