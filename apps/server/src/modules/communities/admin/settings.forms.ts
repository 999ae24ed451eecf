/**
 * The community form as multipart (spec 02 §5 Community, §7 PUT admin/community/{id}): `imageFile`
 * (one png/jpeg/jpg) and the text fields, validated by the shared CommunityFormFieldsSchema.
 */
import { type CommunityFormFields, CommunityFormFieldsSchema } from '@portal/shared';
import { listField, type MultipartForm, oneField } from '../../files';
import { imageField, parseFields } from '../uploads/uploads';

/** The form's one file field. */
export const COMMUNITY_FORM_FILE_RULES = { imageFile: imageField(1) };

/** The validated fields of a community form. */
export function communityFormFields({ fields: f }: MultipartForm): CommunityFormFields {
  return parseFields(CommunityFormFieldsSchema, {
    name: oneField(f.name),
    alias: oneField(f.alias) || undefined,
    shortDescription: oneField(f.shortDescription),
    categoryIds: listField(f.categoryIds) ?? [],
    tagsId: listField(f.tagsId) ?? [],
    isPublic: oneField(f.isPublic),
    isVisible: oneField(f.isVisible),
    isAutoJoin: oneField(f.isAutoJoin),
    isRequirePostApproval: oneField(f.isRequirePostApproval),
    pushToWebsite: oneField(f.pushToWebsite),
    aliveStartDate: oneField(f.aliveStartDate),
    aliveEndDate: oneField(f.aliveEndDate),
    archivedDate: oneField(f.archivedDate),
    segmentIds: listField(f.segmentIds) ?? [],
    isSetSegmentIdsEmpty: oneField(f.isSetSegmentIdsEmpty),
  });
}
