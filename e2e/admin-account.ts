/** The e2e server's one admin (its ADMIN_EMAILS), whom admin.spec signs in as. */
export const ADMIN_ACCOUNT = { email: 'admin@seedmatch.test', name: 'Sam Admin' };
