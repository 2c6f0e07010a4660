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

/**
 * Settings: the theme, e-mail and push notifications, blocked people, then the account itself: the copy of
 * one's data, signing out everywhere and deleting it, which the Terms promise.
 */
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
      <ThemeSetting />
      <MailSettingsForm />
      <PushSettings />
      <BlockedUsers />
      {/* What ends or takes the account away comes last, after the settings people change every day. */}
      <div role="group" aria-labelledby="account-title" className="space-y-3 border-t border-zinc-200 pt-3">
        <h3 id="account-title" className="text-sm font-medium text-zinc-800">
          Your account
        </h3>
        <Button variant="outline" fullWidth disabled={isBusy} onClick={() => void run(downloadMyData)}>
          Download my data
        </Button>
        {isConfirmingSignOut ? (
          <SignOutEverywhereConfirm
            isBusy={isBusy}
            onConfirm={() => void endAllSessions()}
            onCancel={() => setIsConfirmingSignOut(false)}
          />
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
      </div>
      {isConfirmingDelete ? (
        <ConfirmDialog
          title="Delete account"
          body={DELETE_QUESTION}
          confirmLabel="Delete account"
          onConfirm={remove}
          onClose={() => setIsConfirmingDelete(false)}
        />
      ) : null}
    </section>
  );
}
