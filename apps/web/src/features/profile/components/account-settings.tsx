import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAuth } from '../../../lib/auth/auth-context';
import { deleteMyAccount, downloadMyData, signOutEverywhere } from '../api/account';
import { BlockedUsers } from './blocked-users';
import { MailSettingsForm } from './mail-settings';
import { PushSettings } from './push-settings';
import { SignOutEverywhereConfirm } from './sign-out-everywhere-confirm';
import { ThemeSetting } from './theme-setting';
import { Button } from '../../../components/ui/button';

const DELETE_QUESTION =
  'Delete your account? Your profile, ideas, swipes, matches and referral data will be deleted for good. Messages you sent stay in the other person’s chat under “Deleted user”.';

/** Settings the Terms promise: a copy of one's data, signing out everywhere, and deleting the account. */
export function AccountSettings() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setIsBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong.');
    } finally {
      setIsBusy(false);
    }
  };

  // The dialog shows a failure itself and stays open; on success the account is gone and so is this screen.
  const remove = async () => {
    await deleteMyAccount();
    await signOut();
    await navigate('/', { replace: true });
  };

  const endAllSessions = () =>
    run(async () => {
      await signOutEverywhere();
      await signOut();
      await navigate('/', { replace: true });
    });

  return (
    <section aria-labelledby="settings-title" className="space-y-3 rounded-2xl border border-zinc-200 p-4">
      <h2 id="settings-title" className="font-semibold">
        Settings
      </h2>
      <Button variant="outline" fullWidth disabled={isBusy} onClick={() => void run(downloadMyData)}>
        Download my data
      </Button>
      {isConfirmingSignOut ? (
        <SignOutEverywhereConfirm isBusy={isBusy} onConfirm={() => void endAllSessions()} onCancel={() => setIsConfirmingSignOut(false)} />
      ) : (
        <Button variant="outline" fullWidth disabled={isBusy} onClick={() => setIsConfirmingSignOut(true)}>
          Sign out everywhere
        </Button>
      )}
      <Button variant="danger-outline" fullWidth disabled={isBusy} onClick={() => setIsConfirmingDelete(true)}>
        Delete account
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {isConfirmingDelete ? (
        <ConfirmDialog
          title="Delete account"
          body={DELETE_QUESTION}
          confirmLabel="Delete account"
          onConfirm={remove}
          onClose={() => setIsConfirmingDelete(false)}
        />
      ) : null}
      <BlockedUsers />
      <MailSettingsForm />
      <PushSettings />
      <ThemeSetting />
    </section>
  );
}
