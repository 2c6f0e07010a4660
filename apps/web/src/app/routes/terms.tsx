import { TermsPage } from '../../features/legal/components/terms-page';
import { WithQueries } from '../with-queries';

export default function TermsRoute() {
  return (
    <WithQueries>
      <TermsPage />
    </WithQueries>
  );
}
