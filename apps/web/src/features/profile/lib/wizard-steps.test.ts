import { describe, expect, it } from 'vitest';
import type { ProfileForm } from '../api/update-profile';
import { whatStepNeeds } from './wizard-steps';

const full: ProfileForm = {
  fullName: 'Pat Founder',
  title: 'CTO',
  bio: '',
  experience: '',
  skills: ['Go'],
  interests: ['AI'],
  lookingFor: ['Designer'],
  location: '',
  linkedin: '',
  github: '',
};

describe('whatStepNeeds', () => {
  it('needs nothing on a step whose required fields are there', () => {
    for (const step of [1, 2, 3, 4]) expect(whatStepNeeds(step, full)).toBeNull();
  });

  it('names what step 1 still needs: the full name, the title or both (blank counts as missing)', () => {
    expect(whatStepNeeds(1, { ...full, fullName: '  ', title: '' })).toBe('Add your full name and title to continue.');
    expect(whatStepNeeds(1, { ...full, fullName: '' })).toBe('Add your full name to continue.');
    expect(whatStepNeeds(1, { ...full, title: ' ' })).toBe('Add your title to continue.');
  });

  it('names what steps 2 and 3 still need', () => {
    expect(whatStepNeeds(2, { ...full, skills: [] })).toBe('Add at least one skill to continue.');
    expect(whatStepNeeds(3, { ...full, interests: [], lookingFor: [] })).toBe(
      'Add at least one interest and what you are looking for to continue.',
    );
    expect(whatStepNeeds(3, { ...full, interests: [] })).toBe('Add at least one interest to continue.');
    expect(whatStepNeeds(3, { ...full, lookingFor: [] })).toBe('Add what you are looking for to continue.');
  });

  it('asks for full links on step 4, where links are optional', () => {
    expect(whatStepNeeds(4, { ...full, linkedin: 'linkedin.com/in/pat' })).toBe('Enter full links starting with https://');
    expect(whatStepNeeds(4, { ...full, github: 'https://github.com/pat', linkedin: 'https://linkedin.com/in/pat' })).toBeNull();
  });
});
