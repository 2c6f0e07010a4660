import { useState } from 'react';
import { Link } from 'react-router';
import { LegalLinks } from '../../../components/ui/legal-links';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { profileFormOf } from '../api/update-profile';
import { AccountSettings } from './account-settings';
import { ProfileView } from './profile-view';
import { ProfileWizard } from './profile-wizard';

/** The avatar's screen: the wizard while the profile is incomplete (or being edited), else the profile. */
export function ProfilePage() {
  const { user } = useAuth();
  const [isEditing, setIsEditing] = useState(false);
  if (!user) return <Spinner />;
  if (!user.preferences.isComplete || isEditing) return <ProfileWizard initial={profileFormOf(user)} />;
  return (
    <div className="space-y-5 p-4">
      <ProfileView user={user} onEdit={() => setIsEditing(true)} />
      {user.role === 'FOUNDER' ? (
        <Link to="/app/my-ideas" className="flex min-h-11 items-center rounded-xl bg-zinc-50 p-3 font-medium">My ideas</Link>
      ) : null}
      <AccountSettings />
      <LegalLinks />
    </div>
  );
}
