ALTER TABLE "event_sessions" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
-- hand-written (keep at merge)
-- Issue 30: stored fixed offsets become IANA zones, KEEPING THE WALL-CLOCK TIME staff typed (the UTC
-- instants are recomputed from wall-clock + zone). Offsets map to the zone that has them: 600/660 →
-- Australia/Sydney (the default), 630 → Australia/Adelaide (only Adelaide has +10:30), 570 →
-- Australia/Darwin (+9:30 all year, so these instants never move), 480 → Australia/Perth, 0 → UTC,
-- other whole hours → Etc/GMT∓h, anything else → Australia/Sydney. The zone follows the start offset.
UPDATE "events" SET
  "time_zone" = z.zone,
  "start_utc" = (("start_utc" AT TIME ZONE 'UTC') + "start_offset_minutes" * interval '1 minute') AT TIME ZONE z.zone,
  "end_utc" = (("end_utc" AT TIME ZONE 'UTC') + "end_offset_minutes" * interval '1 minute') AT TIME ZONE z.zone
FROM (SELECT "id" AS zid, CASE
    WHEN "start_offset_minutes" IN (600, 660) THEN 'Australia/Sydney'
    WHEN "start_offset_minutes" = 630 THEN 'Australia/Adelaide'
    WHEN "start_offset_minutes" = 570 THEN 'Australia/Darwin'
    WHEN "start_offset_minutes" = 480 THEN 'Australia/Perth'
    WHEN "start_offset_minutes" = 0 THEN 'UTC'
    WHEN "start_offset_minutes" % 60 = 0 AND "start_offset_minutes" BETWEEN -720 AND 840
      THEN 'Etc/GMT' || CASE WHEN "start_offset_minutes" > 0 THEN '-' ELSE '+' END || abs("start_offset_minutes" / 60)
    ELSE 'Australia/Sydney' END AS zone FROM "events") z
WHERE z.zid = "events"."id";--> statement-breakpoint
UPDATE "event_sessions" SET
  "time_zone" = z.zone,
  "start_utc" = (("start_utc" AT TIME ZONE 'UTC') + "start_offset_minutes" * interval '1 minute') AT TIME ZONE z.zone,
  "end_utc" = (("end_utc" AT TIME ZONE 'UTC') + "end_offset_minutes" * interval '1 minute') AT TIME ZONE z.zone
FROM (SELECT "id" AS zid, CASE
    WHEN "start_offset_minutes" IN (600, 660) THEN 'Australia/Sydney'
    WHEN "start_offset_minutes" = 630 THEN 'Australia/Adelaide'
    WHEN "start_offset_minutes" = 570 THEN 'Australia/Darwin'
    WHEN "start_offset_minutes" = 480 THEN 'Australia/Perth'
    WHEN "start_offset_minutes" = 0 THEN 'UTC'
    WHEN "start_offset_minutes" % 60 = 0 AND "start_offset_minutes" BETWEEN -720 AND 840
      THEN 'Etc/GMT' || CASE WHEN "start_offset_minutes" > 0 THEN '-' ELSE '+' END || abs("start_offset_minutes" / 60)
    ELSE 'Australia/Sydney' END AS zone FROM "event_sessions") z
WHERE z.zid = "event_sessions"."id";
