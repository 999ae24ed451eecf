/** Small shared schemas: success flags, engagement tracking (spec 01 §7 Engagement). */
import { z } from 'zod';
import { ENGAGEMENT_EVENT_TYPES } from '../enums';

/**
 * A calendar date 'YYYY-MM-DD' that exists (spec 01 §5: dates of birth and graduation are sent as
 * YYYY-MM-DD); '2026-02-30' is refused with the same message.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Use the date format YYYY-MM-DD',
  );

export const BooleanResponseSchema = z.boolean();
export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/** POST api/engagement/track (fire and forget). */
export const EngagementTrackInputSchema = z.object({
  eventType: z.enum(ENGAGEMENT_EVENT_TYPES),
  entityId: z.string().max(100).nullish(),
  path: z.string().max(2000).nullish(),
});
export type EngagementTrackInput = z.infer<typeof EngagementTrackInputSchema>;
