/**
 * Files (STYLE: the one storage, the one multipart reader, the one upload service and the one
 * download helper): storage, type checks, multipart, serving stored and generated files, signed links,
 * the orphan sweep and demo files. A leaf module: it imports no other module.
 */
export {
  COVER_CONCURRENCY,
  COVER_SIZES,
  type Cover,
  type CoverArt,
  type CoverPlace,
  coverSvg,
  createCoverArt,
  renderWebp,
} from './cover-art';
export { hashOf, SUBJECTS, type SubjectId, subjectOf, TENANT_ART } from './cover-subjects';
export { makePdf, makePng, makeWav } from './demo-files';
export { fileTypeOf } from './file-types';
export {
  MULTIPART_LIMITS,
  listField,
  oneField,
  readMultipart,
  type MultipartForm,
  type MultipartOptions,
  type MultipartRequest,
  type UploadedFile,
} from './multipart';
export { sweepOrphanFiles } from './orphan-sweep';
export { reencodeImage } from './reencode-image';
export { variantKey } from './image-variants';
export {
  FileQuerySchema,
  ImageFileQuerySchema,
  requestedWidth,
  sendDownload,
  sendRevalidatedDownload,
  sendStoredFile,
  wantsDownload,
  type StoredFile,
} from './serve-file';
export { signedLinkActor } from './signed-links.repository';
export { collectSignableRoutes, signedLinkRoutes } from './signed-links.routes';
export { newStorageKey, readStoredBytes, storageFor, type FileStorage } from './storage';
export type { UploadOwner } from './upload-check';
export { STAFF_FILE_RULES, STAFF_UPLOADS, storeUploads, type StoredUpload } from './uploads.service';
