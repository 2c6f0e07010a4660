import { useSyncExternalStore } from 'react';
import { Toast } from '../components/ui/toast';
import { applyUpdate, updateStore } from '../lib/register-sw';

/** "Update available" once a new version is installed and waiting, on every screen; Reload moves into it. */
export function UpdatePrompt() {
  const isWaiting = useSyncExternalStore(updateStore.subscribe, updateStore.isWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <Toast title="Update available" action={{ label: 'Reload', run: applyUpdate }}>
      A new version of SeedMatch is ready.
    </Toast>
  );
}
