CREATE TABLE "recruiter_scout_notices" (
	"scout_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "last_candidate_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "recruiter_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "recruiter_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "activity_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(last_message_at, sent_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_scout_notices" ADD CONSTRAINT "recruiter_scout_notices_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Conversations already there take their latest message, and the candidate's.
UPDATE "scouts" SET
  "last_message_at" = (select max("created_at") from "scout_messages" where "scout_id" = "scouts"."id"),
  "last_candidate_message_at" = (select max("created_at") from "scout_messages" where "scout_id" = "scouts"."id" and "sender_side" = 'candidate');--> statement-breakpoint
CREATE INDEX "scouts_organisation_activity_idx" ON "scouts" USING btree ("organisation_id","activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "scouts_organisation_unread_idx" ON "scouts" USING btree ("organisation_id") WHERE last_candidate_message_at is not null and (recruiter_read_at is null or last_candidate_message_at > recruiter_read_at);--> statement-breakpoint
-- Every message keeps its conversation's times, whoever writes it (a reply, a recruiter's
-- message, a reminder, the demo data): the list's order and both sides' unread state, in the
-- statement that writes it.
CREATE FUNCTION "scout_messages_touch_scout"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "scouts" SET
		"last_message_at" = greatest(coalesce("last_message_at", NEW."created_at"), NEW."created_at"),
		"last_candidate_message_at" = CASE WHEN NEW."sender_side" = 'candidate'
			THEN greatest(coalesce("last_candidate_message_at", NEW."created_at"), NEW."created_at")
			ELSE "last_candidate_message_at" END,
		"last_recruiter_message_at" = CASE WHEN NEW."sender_side" = 'recruiter'
			THEN greatest(coalesce("last_recruiter_message_at", NEW."created_at"), NEW."created_at")
			ELSE "last_recruiter_message_at" END,
		-- Writing is reading: the organisation has seen what the candidate wrote before.
		"recruiter_read_at" = CASE WHEN NEW."sender_side" = 'recruiter'
			THEN greatest(coalesce("recruiter_read_at", NEW."created_at"), NEW."created_at")
			ELSE "recruiter_read_at" END
	WHERE "id" = NEW."scout_id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scout_messages_touch_scout" AFTER INSERT ON "scout_messages"
	FOR EACH ROW EXECUTE FUNCTION "scout_messages_touch_scout"();--> statement-breakpoint
CREATE INDEX "scouts_organisation_replied_idx" ON "scouts" USING btree ("organisation_id","replied_at") WHERE replied_at is not null;
