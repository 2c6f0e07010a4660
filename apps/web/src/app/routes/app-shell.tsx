import { OutboxSender } from '../../features/chat/components/outbox-sender';
import { AppLayout } from '../../features/shell/components/app-layout';
import { WithQueries } from '../with-queries';

/** The signed-in area: the shell, and the chat's outbox sending what was written offline on any screen. */
export default function AppShellRoute() {
  return (
    <WithQueries>
      <AppLayout>
        <OutboxSender />
      </AppLayout>
    </WithQueries>
  );
}
