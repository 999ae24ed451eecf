/**
 * Community meetings routes under /api/v1 (spec 02 §7 Meetings; issue 18). Thin: validate, read
 * multipart where the call has files, call one service. The calls and their answers are listed in
 * packages/shared/src/communities/meetings.schemas.ts.
 */
import {
  CalendarFeedSchema,
  CommunityIdParamsSchema,
  DashboardMeetingsQuerySchema,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  MeetingAssetParamsSchema,
  MeetingAssetSchema,
  MeetingCancelInputSchema,
  MeetingExploreInputSchema,
  MeetingFieldsSchema,
  MeetingListQuerySchema,
  MeetingListResponseSchema,
  MeetingMemberSearchQuerySchema,
  MeetingMemberSearchResponseSchema,
  MeetingMembersInputSchema,
  MeetingParamsSchema,
  MeetingPreferenceSchema,
  MeetingSchema,
  RsvpInputSchema,
  SuccessResponseSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { actorOf } from '../../../plugins/auth';
import {
  listField,
  type MultipartForm,
  oneField,
  readMultipart,
  FileQuerySchema,
  sendDownload,
  sendRevalidatedDownload,
  sendStoredFile,
  wantsDownload,
  storageFor,
} from '../../files';
import { config, errors, multipart, v1 } from '../http';
import { COMMUNITY_UPLOADS, fileField, imageField, parseFields } from '../uploads/uploads';
import * as ics from './meetings.ics';
import * as meetings from './meetings.service';

const tags = ['community meetings'];
const ICS = 'text/calendar; charset=utf-8';
/** How long a calendar client may reuse the feed before asking again (then mostly a 304). */
const FEED_MAX_AGE_SECONDS = 300;

/** The files of a meeting form: one image, up to 5 assets. */
const MEETING_FILE_RULES = {
  imageFile: imageField(1),
  files: fileField(MEETING_LIMITS.assetsMax, MEETING_MESSAGES.tooManyAssets),
};

/** The text fields of a meeting form (blank fields are absent). */
function meetingFields({ fields: f }: MultipartForm) {
  const text = (k: string) => {
    const v = oneField(f[k]);
    return v === undefined || v.trim() === '' ? undefined : v;
  };
  return parseFields(MeetingFieldsSchema, {
    name: text('name') ?? '',
    description: text('description') ?? '',
    meetingLink: text('meetingLink') ?? '',
    meetingId: text('meetingId'),
    meetingPassword: text('meetingPassword'),
    startDate: text('startDate') ?? '',
    duration: text('duration'),
    rsvpDate: text('rsvpDate'),
    timeZone: text('timeZone'),
    visible: text('visible'),
    sendNotification: text('sendNotification'),
    toDashBoard: text('toDashBoard'),
    deletedAssetIds: listField(f.deletedAssetIds),
    removeImage: text('removeImage'),
  });
}

const imageOf = (form: MultipartForm) => form.files.find((f) => f.field === 'imageFile');
const assetsOf = (form: MultipartForm) => form.files.filter((f) => f.field === 'files');

/** The meeting routes. */
export function meetingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const storage = storageFor(ctx.config);

    // Member side.
    app.post(`${v1}/community/meeting`, {
      config,
      schema: { tags, body: MeetingExploreInputSchema, response: { 200: MeetingListResponseSchema, ...errors } },
      handler: (req) => meetings.exploreMeetings(ctx, actorOf(req), req.body),
    });
    app.get(`${v1}/community/meeting/preference`, {
      config,
      schema: { tags, response: { 200: MeetingPreferenceSchema, ...errors } },
      handler: (req) => meetings.meetingPreference(ctx, actorOf(req)),
    });
    app.get(`${v1}/dashboard/meetings`, {
      config,
      schema: {
        tags,
        querystring: DashboardMeetingsQuerySchema,
        response: { 200: MeetingListResponseSchema, ...errors },
      },
      handler: (req) => meetings.dashboardMeetings(ctx, actorOf(req), req.query),
    });
    app.get(`${v1}/community/:id/meeting`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: MeetingListQuerySchema,
        response: { 200: MeetingListResponseSchema, ...errors },
      },
      handler: (req) => meetings.listCommunityMeetings(ctx, actorOf(req), req.params.id, req.query),
    });
    app.get(`${v1}/community/:cid/meeting/:mid`, {
      config,
      schema: { tags, params: MeetingParamsSchema, response: { 200: MeetingSchema, ...errors } },
      handler: (req) => meetings.getMeeting(ctx, actorOf(req), req.params.cid, req.params.mid),
    });
    app.post(`${v1}/community/:cid/meeting/:mid`, {
      config,
      schema: { tags, params: MeetingParamsSchema, body: RsvpInputSchema, response: { 200: MeetingSchema, ...errors } },
      handler: (req) => meetings.rsvp(ctx, actorOf(req), req.params.cid, req.params.mid, req.body.status),
    });
    for (const [path, on] of [
      ['add-to-favorite', true],
      ['delete-from-favorite', false],
    ] as const) {
      app.post(`${v1}/community/:cid/meeting/:mid/${path}`, {
        config,
        schema: { tags, params: MeetingParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
        handler: async (req) => {
          await meetings.setFavorite(ctx, actorOf(req), req.params.cid, req.params.mid, on);
          return { success: true as const };
        },
      });
    }
    app.get(`${v1}/community/:cid/meeting/:mid/ics`, {
      config: { ...config, signedLink: true },
      schema: { tags, params: MeetingParamsSchema },
      handler: async (req, reply) =>
        sendDownload(reply, {
          filename: `meeting-${req.params.mid}.ics`,
          contentType: ICS,
          body: await ics.meetingIcs(ctx, actorOf(req), req.params.cid, req.params.mid),
        }),
    });
    app.get(`${v1}/community/:cid/meeting/:mid/image`, {
      config: { ...config, signedLink: true },
      schema: { tags, params: MeetingParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) =>
        sendStoredFile(
          reply,
          storage,
          await meetings.meetingFile(ctx, actorOf(req), req.params.cid, req.params.mid, null),
          { download: wantsDownload(req.query) },
        ),
    });
    app.get(`${v1}/community/:cid/meeting/:mid/asset`, {
      config,
      schema: { tags, params: MeetingParamsSchema, response: { 200: z.array(MeetingAssetSchema), ...errors } },
      handler: (req) => meetings.listMeetingAssets(ctx, actorOf(req), req.params.cid, req.params.mid),
    });
    app.get(`${v1}/community/:cid/meeting/:mid/asset/:aid`, {
      config: { ...config, signedLink: true },
      schema: { tags, params: MeetingAssetParamsSchema, querystring: FileQuerySchema },
      handler: async (req, reply) =>
        sendStoredFile(
          reply,
          storage,
          await meetings.meetingFile(ctx, actorOf(req), req.params.cid, req.params.mid, req.params.aid),
          { download: wantsDownload(req.query) },
        ),
    });
    app.post(`${v1}/community/:cid/meeting/:mid/asset`, {
      config,
      schema: {
        tags,
        params: MeetingParamsSchema,
        consumes: multipart,
        response: { 201: z.array(MeetingAssetSchema), ...errors },
      },
      handler: async (req, reply) => {
        await meetings.checkManage(ctx, actorOf(req), req.params.cid, req.params.mid);
        const form = await readMultipart(req, { files: MEETING_FILE_RULES.files }, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        const list = await meetings.addMeetingAssets(ctx, actorOf(req), req.params.cid, req.params.mid, form.files);
        return reply.status(201).send(list);
      },
    });
    app.delete(`${v1}/community/:cid/meeting/:mid/asset/:aid`, {
      config,
      schema: { tags, params: MeetingAssetParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await meetings.deleteMeetingAsset(ctx, actorOf(req), req.params.cid, req.params.mid, req.params.aid);
        return { success: true as const };
      },
    });

    // Community admin area (meetingAll).
    app.get(`${v1}/admin/community/:id/meeting`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        querystring: MeetingListQuerySchema,
        response: { 200: MeetingListResponseSchema, ...errors },
      },
      handler: (req) => meetings.adminListMeetings(ctx, actorOf(req), req.params.id, req.query),
    });
    app.post(`${v1}/admin/community/:id/meeting`, {
      config,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        consumes: multipart,
        response: { 201: MeetingSchema, ...errors },
      },
      handler: async (req, reply) => {
        await meetings.checkManage(ctx, actorOf(req), req.params.id);
        const form = await readMultipart(req, MEETING_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        const meeting = await meetings.createMeeting(
          ctx,
          actorOf(req),
          req.params.id,
          meetingFields(form),
          imageOf(form),
          assetsOf(form),
        );
        return reply.status(201).send(meeting);
      },
    });
    app.put(`${v1}/admin/community/:cid/meeting/:mid`, {
      config,
      schema: { tags, params: MeetingParamsSchema, consumes: multipart, response: { 200: MeetingSchema, ...errors } },
      handler: async (req) => {
        await meetings.checkManage(ctx, actorOf(req), req.params.cid, req.params.mid);
        const form = await readMultipart(req, MEETING_FILE_RULES, COMMUNITY_UPLOADS, {
          ctx,
          accountId: actorOf(req).id,
        });
        return meetings.updateMeeting(
          ctx,
          actorOf(req),
          req.params.cid,
          req.params.mid,
          meetingFields(form),
          imageOf(form),
          assetsOf(form),
        );
      },
    });
    app.delete(`${v1}/admin/community/:cid/meeting/:mid`, {
      config,
      schema: { tags, params: MeetingParamsSchema, response: { 200: SuccessResponseSchema, ...errors } },
      handler: async (req) => {
        await meetings.deleteMeeting(ctx, actorOf(req), req.params.cid, req.params.mid);
        return { success: true as const };
      },
    });
    app.post(`${v1}/admin/community/:cid/meeting/:mid/cancel`, {
      config,
      schema: {
        tags,
        params: MeetingParamsSchema,
        body: MeetingCancelInputSchema,
        response: { 200: MeetingSchema, ...errors },
      },
      handler: (req) =>
        meetings.cancelMeeting(ctx, actorOf(req), req.params.cid, req.params.mid, req.body?.reason ?? undefined),
    });
    app.put(`${v1}/admin/community/:cid/meeting/:mid/add-members`, {
      config,
      schema: {
        tags,
        params: MeetingParamsSchema,
        body: MeetingMembersInputSchema,
        response: { 200: MeetingSchema, ...errors },
      },
      handler: (req) => meetings.addMembers(ctx, actorOf(req), req.params.cid, req.params.mid, req.body.userIds),
    });
    app.put(`${v1}/admin/community/:cid/meeting/:mid/remove-members`, {
      config,
      schema: {
        tags,
        params: MeetingParamsSchema,
        body: MeetingMembersInputSchema,
        response: { 200: MeetingSchema, ...errors },
      },
      handler: (req) => meetings.removeMembers(ctx, actorOf(req), req.params.cid, req.params.mid, req.body.userIds),
    });
    app.get(`${v1}/admin/community/:cid/meeting/:mid/member-search`, {
      config,
      schema: {
        tags,
        params: MeetingParamsSchema,
        querystring: MeetingMemberSearchQuerySchema,
        response: { 200: MeetingMemberSearchResponseSchema, ...errors },
      },
      handler: (req) => meetings.searchInvitees(ctx, actorOf(req), req.params.cid, req.params.mid, req.query.keyword),
    });

    // Personal calendar feed (beyond the spec).
    app.get(`${v1}/account/calendar-feed`, {
      config,
      schema: { tags, response: { 200: CalendarFeedSchema, ...errors } },
      handler: (req) => ics.getFeed(ctx, actorOf(req)),
    });
    app.post(`${v1}/account/calendar-feed`, {
      config,
      schema: { tags, response: { 200: CalendarFeedSchema, ...errors } },
      handler: (req) => ics.createFeed(ctx, actorOf(req)),
    });
    app.delete(`${v1}/account/calendar-feed`, {
      config,
      schema: { tags, response: { 200: CalendarFeedSchema, ...errors } },
      handler: async (req) => {
        await ics.revokeFeed(ctx, actorOf(req));
        return { url: null, active: false };
      },
    });
    app.get(`${v1}/calendar/:file`, {
      config: { ...config, public: true },
      schema: { tags, params: z.object({ file: z.string().max(220) }) },
      handler: async (req, reply) =>
        sendRevalidatedDownload(
          req,
          reply,
          {
            filename: 'portal-calendar.ics',
            contentType: ICS,
            ...(await ics.feedIcs(ctx, req.params.file.replace(/\.ics$/, ''))),
          },
          FEED_MAX_AGE_SECONDS,
        ),
    });
  };
}
