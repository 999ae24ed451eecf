/**
 * Reading a community file's row for its download (rows are written by uploads/uploads.repository.ts).
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';

/** A community file row as the download needs it. */
export interface CommunityFileRow {
  id: string;
  storage_key: string;
  filename: string;
  mime_type: string;
  size: number;
  kind: string;
  community_id: number;
  post_id: number | null;
  uploaded_by: string | null;
}

/** The file row `id` (a uuid), or undefined. */
export async function loadFileRow(db: Executor, id: string): Promise<CommunityFileRow | undefined> {
  const [file] = await query<CommunityFileRow>(
    db,
    sql`select id, storage_key, filename, mime_type, size, kind, community_id, post_id, uploaded_by from community_files where id = ${id}`,
  );
  return file;
}
