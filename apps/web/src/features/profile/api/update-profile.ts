import { UpdateMeResultSchema, type CurrentUser } from '@seedmatch/shared/users';
import { apiRequest } from '../../../lib/api-client';

/** The profile form (docs/product.md#profile); `location` is kept as the user's timezone field. */
export type ProfileForm = {
  fullName: string;
  title: string;
  bio: string;
  experience: string;
  skills: string[];
  interests: string[];
  lookingFor: string[];
  location: string;
  linkedin: string;
  github: string;
};

export function profileFormOf(user: CurrentUser | null): ProfileForm {
  const p = user?.preferences;
  return {
    fullName: user?.name ?? '',
    title: p?.title ?? '',
    bio: user?.bio ?? '',
    experience: p?.experience ?? '',
    skills: user?.skills ?? [],
    interests: p?.interests ?? [],
    lookingFor: p?.lookingFor ?? [],
    location: user?.timezone ?? '',
    linkedin: p?.linkedin ?? '',
    github: p?.github ?? '',
  };
}

/** PUT /users/me with the body of docs/product.md#profile, marking the profile complete. */
export function saveProfile(form: ProfileForm) {
  return apiRequest('/users/me', {
    method: 'PUT',
    schema: UpdateMeResultSchema,
    body: {
      name: form.fullName.trim(),
      bio: form.bio,
      skills: form.skills,
      timezone: form.location,
      preferences: {
        title: form.title,
        experience: form.experience,
        interests: form.interests,
        lookingFor: form.lookingFor,
        linkedin: form.linkedin.trim(),
        github: form.github.trim(),
        isComplete: true,
      },
    },
  });
}
