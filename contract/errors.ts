import { z } from 'zod';

/** Every error the API answers, whatever went wrong: spec §8 status messages, spec §5 issue messages. */
export const apiIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export const apiError = z.object({
  status: z.number().int(),
  message: z.string(),
  issues: z.array(apiIssue).optional(),
});
export type ApiIssue = z.infer<typeof apiIssue>;
export type ApiError = z.infer<typeof apiError>;
