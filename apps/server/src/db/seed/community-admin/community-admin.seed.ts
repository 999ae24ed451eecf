/**
 * Demo data of the community admin area (issue 19), after the communities seed: in each community
 * moderator@example.org moderates, two posts waiting for approval, one member on the blacklist
 * with a reason, one removed member, and the moderation log entries of those actions. Dates are
 * offsets from now; choices are fixed (the first members by name), so the seed stays deterministic.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../raw-query';

const PENDING = [
  {
    title: 'Sensory diet ideas for a busy kindergarten room',
    body: '<p>I am putting together a sensory diet for a four-year-old who finds group mat time hard. The room has twenty children and one educator, so anything we suggest has to fit into the routine.</p><ul><li>Heavy work: carrying the book tub to the mat</li><li>A wobble cushion for story time</li><li>Movement breaks between activities</li></ul><p>What has worked for you in similar settings?</p>',
  },
  {
    title: 'Thermoplastic splint for a boutonnière deformity: your protocol?',
    body: '<p>I have a client six weeks after a central slip injury. We have used a relative motion splint so far. For those who fabricate a PIP extension splint at this stage, how long do you keep it on full time before starting graded flexion?</p>',
  },
];

/** Writes the admin-area demo rows; answers nothing. */
export async function seedCommunityAdmin(db: Executor, now: number): Promise<void> {
  const moderated = await query<{ community_id: number; user_id: string }>(
    db,
    sql`select m.community_id, m.user_id from community_members m join accounts a on a.id = m.user_id join communities c on c.id = m.community_id
      where a.email = 'moderator@example.org' and m.role = 1 and m.status = 2 order by c.name`,
  );
  for (const [k, { community_id: communityId, user_id: moderatorId }] of moderated.entries()) {
    const members = await query<{ user_id: string }>(
      db,
      sql`select m.user_id from community_members m join accounts a on a.id = m.user_id
        where m.community_id = ${communityId} and m.status = 2 and m.role = 0 and a.email like '%@example.com'
        order by a.last_name, a.first_name, a.id limit 4`,
    );
    if (members.length < 4) continue;
    const [a, b, blocked, removed] = members.map((m) => m.user_id);
    for (const [i, p] of PENDING.entries()) {
      await db.execute(sql`insert into community_posts (community_id, created_by, title, body, status, created_at, updated_at)
        values (${communityId}, ${i === 0 ? a : b}, ${p.title}, ${p.body}, 2, ${new Date(now - (k * 2 + i + 1) * 3_600_000)}, now())`);
    }
    const at = (hours: number) => new Date(now - hours * 3_600_000);
    await db.execute(sql`update community_members set status = 3, role = 0, block_reason = 'Repeatedly advertised paid courses after two warnings', updated_at = ${at(30)}
      where community_id = ${communityId} and user_id = ${blocked}`);
    await db.execute(sql`update community_members set status = 4, role = 0, updated_at = ${at(50)}
      where community_id = ${communityId} and user_id = ${removed}`);
    await db.execute(sql`update communities set members_count = (select count(*) from community_members where community_id = ${communityId} and status = 2)
      where id = ${communityId}`);
    await db.execute(sql`insert into community_moderation_log (community_id, actor_id, action, member_user_id, reason, created_at) values
      (${communityId}, ${moderatorId}, 'member.remove', ${removed}, null, ${at(50)}),
      (${communityId}, ${moderatorId}, 'member.block', ${blocked}, 'Repeatedly advertised paid courses after two warnings', ${at(30)})`);
  }
}
