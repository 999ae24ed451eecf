/** Small shared schemas: success flags, engagement tracking (spec 01 §7 Engagement). */
import { z } from 'zod';
import { ENGAGEMENT_EVENT_TYPES } from '../enums';

export const BooleanResponseSchema = z.boolean();
export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/** POST api/engagement/track (fire and forget). */
export const EngagementTrackInputSchema = z.object({
  eventType: z.enum(ENGAGEMENT_EVENT_TYPES),
  entityId: z.string().max(100).nullish(),
  path: z.string().max(2000).nullish(),
});
export type EngagementTrackInput = z.infer<typeof EngagementTrackInputSchema>;
