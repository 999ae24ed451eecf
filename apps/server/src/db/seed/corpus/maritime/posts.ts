/** Community posts written for each community (issue 32), by slot (PLANS order); see thread-communities.ts. */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [];
