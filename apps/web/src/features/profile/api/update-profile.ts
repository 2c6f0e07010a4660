import { z } from 'zod';
import { UpdateMeResultSchema, type CurrentUser } from '@seedmatch/shared/users';
import { apiRequest } from '../../../lib/api-client';

/** The profile form (docs/product.md#profile), as typed: a kept draft is read back with it. */
export const ProfileFormSchema = z.object({
  fullName: z.string(),
  title: z.string(),
  bio: z.string(),
  experience: z.string(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  /** Kept as the user's timezone field. */
  location: z.string(),
  linkedin: z.string(),
  github: z.string(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

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
