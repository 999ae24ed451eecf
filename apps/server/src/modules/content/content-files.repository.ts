/**
 * The SQL of content files (spec 03 §7 assets and items/files; issue #5): the files a viewer may
 * read (used as cover or attachment by an item the viewer sees; content managers read all).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/raw-query';
import type { ContentViewer } from '../../policies/content';
import { visibleItemSql } from './content-visibility.repository';
import type { FileRow } from './content.presenter';

/** Files used (as cover or attachment) by an item the viewer sees; content managers see all. */
function visibleFileSql(viewer: ContentViewer): SQL {
  if (viewer.canManage) return sql`true`;
  return sql`exists (select 1 from content_items i where ${visibleItemSql(viewer, null)}
    and (i.image_id = f.id or exists (select 1 from content_item_files x where x.item_id = i.id and x.file_id = f.id)))`;
}

type RawFile = {
  id: string;
  title: string;
  mime_type: string;
  storage_key: string;
  filename_download: string;
  filesize: number;
  created_at: Date | string;
};
const toFileRow = (r: RawFile): FileRow & { createdAt: Date } => ({
  id: r.id,
  title: r.title,
  mimeType: r.mime_type,
  storageKey: r.storage_key,
  filenameDownload: r.filename_download,
  filesize: Number(r.filesize),
  createdAt: new Date(r.created_at),
});

/** The file of that id (a uuid) when the viewer may read it, or null. */
export async function visibleFile(
  db: Executor,
  viewer: ContentViewer,
  id: string,
): Promise<(FileRow & { createdAt: Date }) | null> {
  const rows = rowsOf<RawFile>(
    await db.execute(sql`select f.* from content_files f where f.id = ${id} and ${visibleFileSql(viewer)}`),
  );
  return rows.length ? toFileRow(rows[0]) : null;
}

/** Files the viewer may read, newest first, at most `limit`. */
export async function visibleFiles(
  db: Executor,
  viewer: ContentViewer,
  limit: number,
): Promise<(FileRow & { createdAt: Date })[]> {
  const rows = rowsOf<RawFile>(
    await db.execute(
      sql`select f.* from content_files f where ${visibleFileSql(viewer)} order by f.created_at desc, f.id limit ${limit}`,
    ),
  );
  return rows.map(toFileRow);
}
