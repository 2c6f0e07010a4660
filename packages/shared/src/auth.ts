import { z } from 'zod';
import { RoleSchema } from './users';
import { typedText } from './visible-text';

/**
 * Body of POST /auth/create-user. Identity (email, firebaseUid) comes from the session token;
 * the body's copies are accepted for the original API's shape (docs/product.md#api) but never trusted.
 */
export const CreateUserBodySchema = z.strictObject({
  email: z.string().max(320).optional(),
  name: typedText({ max: 80 }).optional(),
  firebaseUid: z.string().max(200).optional(),
  role: RoleSchema.default('FOUNDER'),
  /** A referral code from the link the user arrived by; linked once, at creation. */
  referralCode: z.string().max(60).optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const CreateUserResultSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: RoleSchema }),
});

/** The signed-in identity as the identity provider vouched for it. */
export const IdentitySchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;

/** The browser's one-time secret for one sign-in: the completion page accepts a token only with it. */
export const SignInNonceSchema = z
  .string({ error: 'Start sign-in from SeedMatch.' })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'Start sign-in from SeedMatch.');

export const LoginQuerySchema = z.strictObject({
  mode: z.enum(['popup', 'redirect']).default('redirect'),
  nonce: SignInNonceSchema,
});
export type LoginMode = z.infer<typeof LoginQuerySchema>['mode'];

/** Why a sign-in did not finish, as the callback tells the completion page; the page has its own texts. */
export const SIGN_IN_ERROR_CODES = ['expired', 'cancelled', 'suspended', 'failed'] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

export const PublicConfigSchema = z.object({
  supportEmail: z.string(),
  privacyEmail: z.string(),
  signInProvider: z.enum(['google', 'local']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
