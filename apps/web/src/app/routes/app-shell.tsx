import { AppLayout } from '../../features/shell/components/app-layout';
import { WithQueries } from '../with-queries';

export default function AppShellRoute() {
  return (
    <WithQueries>
      <AppLayout />
    </WithQueries>
  );
}
