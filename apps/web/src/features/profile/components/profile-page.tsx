import { useState } from 'react';
import { Link } from 'react-router';
import { LegalLinks } from '../../../components/ui/legal-links';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { profileFormOf } from '../api/update-profile';
import { AccountSettings } from './account-settings';
import { ProfileView } from './profile-view';
import { ProfileWizard } from './profile-wizard';

/**
 * The avatar's screen: the wizard while the profile is incomplete (or being edited), else the profile.
 * Settings sit below either, so deleting or exporting an account never waits on the wizard.
 */
export function ProfilePage() {
  const { user } = useAuth();
  const [isEditing, setIsEditing] = useState(false);
  if (!user) return <PageSkeleton label="Loading profile" />;
  const showsWizard = !user.preferences.isComplete || isEditing;
  return (
    <div className={showsWizard ? 'space-y-5 pb-4' : 'space-y-5 p-4'}>
      {showsWizard ? <ProfileWizard initial={profileFormOf(user)} /> : <ProfileView user={user} onEdit={() => setIsEditing(true)} />}
      <div className={showsWizard ? 'space-y-5 px-4' : 'space-y-5'}>
        {user.role === 'FOUNDER' ? (
          <Link to="/app/my-ideas" className="flex min-h-11 items-center rounded-xl bg-zinc-50 p-3 font-medium">
            My ideas
          </Link>
        ) : null}
        {user.isAdmin ? (
          <Link to="/admin" className="flex min-h-11 items-center rounded-xl bg-zinc-50 p-3 font-medium">
            Admin console
          </Link>
        ) : null}
        <AccountSettings />
        <LegalLinks />
      </div>
    </div>
  );
}
