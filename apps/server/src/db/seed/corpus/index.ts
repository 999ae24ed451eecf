/**
 * The demo corpus of every tenant (issue 21): the seed reads the corpus of the tenant it runs with
 * (`TENANT`, default `ota`). Written text only; nothing here is generated at run time.
 */
import type { TenantId } from '@portal/shared';
import { LAWCOUNCIL } from './lawcouncil';
import { MARITIME } from './maritime';
import { OTA } from './ota';
import { PSA } from './psa';
import { TLS } from './tls';
import { PROFILES, type TenantProfile } from './profiles';
import { withCommunityPosts } from './thread-communities';
import type { TenantCorpus } from './types';

export type { TenantProfile } from './profiles';
export type { CommunitiesCorpus, CorpusArticle, CorpusThread, EventsCorpus, TenantCorpus } from './types';

const CORPORA: Record<TenantId, TenantCorpus> = {
  ota: withCommunityPosts('ota', OTA),
  psa: withCommunityPosts('psa', PSA),
  maritime: withCommunityPosts('maritime', MARITIME),
  lawcouncil: withCommunityPosts('lawcouncil', LAWCOUNCIL),
  tls: withCommunityPosts('tls', TLS),
};

/** The corpus of a tenant (ota's for an unknown id, which `getTenant` refuses before the seed runs). */
export function corpusFor(tenant: TenantId = 'ota'): TenantCorpus {
  return CORPORA[tenant] ?? OTA;
}

/** A tenant's member profile: member-number prefix and segments (ota's for an unknown id). */
export function profileFor(tenant: TenantId = 'ota'): TenantProfile {
  return PROFILES[tenant] ?? PROFILES.ota;
}
