/**
 * Demo asset folders of links for the moderated communities (issue 18 Demo data: asset folders
 * with files and links): one "Meeting links and recordings" folder after the existing ones in
 * paediatric-ot-network and hand-therapy-sig, each with plausible links. Runs after the communities
 * seed; skipped when those communities are missing or the folder exists.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../raw-query';
import { communities, communityAssetFolders, communityAssets } from '../../schema';

const FOLDER = 'Meeting links and recordings';
const LINKS: Record<string, { name: string; description: string; link: string }[]> = {
  'paediatric-ot-network': [
    {
      name: 'Case review recording (October)',
      description: 'Recording of the October sensory processing case review, for members only',
      link: 'https://media.example.org/paeds/case-review-october',
    },
    {
      name: 'COPM goal-setting guide',
      description: 'Guide to the Canadian Occupational Performance Measure used in our reviews',
      link: 'https://www.thecopm.ca/',
    },
  ],
  'hand-therapy-sig': [
    {
      name: 'Splinting workshop booking page',
      description: 'Register for the hands-on splinting sessions that follow the online workshop',
      link: 'https://events.example.org/hand-therapy/splinting',
    },
  ],
};

/** Seeds the link folders once. */
export async function seedMeetingAssetLinks(db: Executor, now = new Date()): Promise<boolean> {
  let wrote = false;
  for (const [alias, links] of Object.entries(LINKS)) {
    const [community] = await db.select({ id: communities.id }).from(communities).where(eq(communities.alias, alias));
    if (!community) continue;
    const existing = await db
      .select({ id: communityAssetFolders.id })
      .from(communityAssetFolders)
      .where(and(eq(communityAssetFolders.communityId, community.id), eq(communityAssetFolders.name, FOLDER)));
    if (existing.length > 0) continue;
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityAssetFolders)
      .where(eq(communityAssetFolders.communityId, community.id));
    const [folder] = await db
      .insert(communityAssetFolders)
      .values({
        communityId: community.id,
        name: FOLDER,
        description: 'Join links, recordings and booking pages of our meetings',
        order: Number(n),
        createdAt: new Date(now.getTime() - 10 * 86_400_000),
      })
      .returning({ id: communityAssetFolders.id });
    await db.insert(communityAssets).values(
      links.map((l, order) => ({
        folderId: folder.id,
        communityId: community.id,
        name: l.name,
        description: l.description,
        type: 1,
        link: l.link,
        order,
        createdAt: new Date(now.getTime() - (9 - order) * 86_400_000),
      })),
    );
    wrote = true;
  }
  return wrote;
}
