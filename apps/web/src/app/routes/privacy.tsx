import { PrivacyPage } from '../../features/legal/components/privacy-page';
import { WithQueries } from '../with-queries';

export default function PrivacyRoute() {
  return (
    <WithQueries>
      <PrivacyPage />
    </WithQueries>
  );
}
