import { useState } from 'react';
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
      <AccountSettings />
      <LegalLinks />
    </div>
  );
}
