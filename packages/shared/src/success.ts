import { z } from 'zod';

/** What a call that only does something answers once done: sign out everywhere, delete an idea or the account. */
export const SuccessSchema = z.object({ success: z.literal(true) });
