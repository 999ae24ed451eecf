/**
 * Segments (spec 03 §3 Segment), read once for every feature: GET /api/segment/all on client A,
 * the endpoint the spec names (spec 01 §7 "Segments: GET /api/segment/all"; spec 02 §7). One cache
 * entry, kept 5 minutes; the flat list is derived from the same answer.
 */
import type { SegmentCategory } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../lib/api';
import { queryKeys } from './query-keys';

/** One segment with its category: `{ id, name, categoryName }`. */
export interface SegmentOption {
  id: number;
  name: string;
  categoryName: string;
}

const SEGMENTS_STALE_MS = 5 * 60_000;

function segmentsQuery() {
  return {
    queryKey: queryKeys.segments.list(),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiA.get<SegmentCategory[]>('/api/segment/all', { signal }),
    staleTime: SEGMENTS_STALE_MS,
  };
}

function flatten(categories: SegmentCategory[]): SegmentOption[] {
  return categories.flatMap((c) =>
    c.segments.map((s) => ({ id: s.segmentId, name: s.segmentName, categoryName: c.categoryName })),
  );
}

/** Segment categories with their segments, as the server sorts them (category, then name). */
export function useSegmentCategories() {
  return useQuery(segmentsQuery());
}

/** Every segment as a flat list `{ id, name, categoryName }` (filters and pickers). */
export function useSegments() {
  return useQuery({ ...segmentsQuery(), select: flatten });
}
