import { describe, expect, it } from 'vitest';
import { clearSignedInData, getSelectedRole, setDbUserId, setSelectedRole } from './storage';

describe('storage', () => {
  it('removes the token, every stored backend user id and every unsent draft on sign-out, and nothing else', () => {
    window.localStorage.setItem('authToken', 't');
    window.localStorage.setItem('draft:chat:room-1', '"Half a thought"');
    window.localStorage.setItem('draft:idea', '{"title":"Seed Bank","pitch":"","tags":[]}');
    setDbUserId('uid-1', 'user-1');
    setDbUserId('uid-2', 'user-2');
    setSelectedRole('INVESTOR');
    window.localStorage.setItem('referralCode', 'SEED-ADA-1-ABC');
    clearSignedInData();
    expect(Object.keys(window.localStorage).sort()).toEqual(['referralCode', 'selectedRole']);
  });

  it('reads only a valid selectedRole', () => {
    expect(getSelectedRole()).toBeNull();
    window.localStorage.setItem('selectedRole', 'ADMIN');
    expect(getSelectedRole()).toBeNull();
    setSelectedRole('FOUNDER');
    expect(getSelectedRole()).toBe('FOUNDER');
  });
});
