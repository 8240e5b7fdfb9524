CREATE TYPE "public"."scout_report_breakdown" AS ENUM('total', 'gender', 'industry', 'template');--> statement-breakpoint
CREATE TYPE "public"."user_action" AS ENUM('sign_in', 'search', 'candidate_view', 'scout_sent', 'message_sent');--> statement-breakpoint
CREATE TABLE "scout_report_days" (
	"organisation_id" bigint NOT NULL,
	"breakdown" "scout_report_breakdown" NOT NULL,
	"day" date NOT NULL,
	"sender_user_id" bigint,
	"breakdown_key" text DEFAULT '' NOT NULL,
	"sent" integer NOT NULL,
	"opened" integer NOT NULL,
	"replied" integer NOT NULL,
	"matched" integer NOT NULL,
	"hired" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_report_months" (
	"organisation_id" bigint NOT NULL,
	"breakdown" "scout_report_breakdown" NOT NULL,
	"month" date NOT NULL,
	"sender_user_id" bigint,
	"breakdown_key" text DEFAULT '' NOT NULL,
	"sent" integer NOT NULL,
	"opened" integer NOT NULL,
	"replied" integer NOT NULL,
	"matched" integer NOT NULL,
	"hired" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_report_platform_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"replied" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_report_stale_days" (
	"organisation_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "scout_report_stale_days_organisation_id_day_pk" PRIMARY KEY("organisation_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_action_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_action_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"action" "user_action" NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scout_report_days" ADD CONSTRAINT "scout_report_days_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_report_months" ADD CONSTRAINT "scout_report_months_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_action_logs" ADD CONSTRAINT "user_action_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_action_logs" ADD CONSTRAINT "user_action_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_report_days_read_idx" ON "scout_report_days" USING btree ("organisation_id","breakdown","day");--> statement-breakpoint
CREATE INDEX "scout_report_days_platform_idx" ON "scout_report_days" USING btree ("day") WHERE breakdown = 'total';--> statement-breakpoint
CREATE INDEX "scout_report_months_read_idx" ON "scout_report_months" USING btree ("organisation_id","breakdown","month");--> statement-breakpoint
CREATE INDEX "user_action_logs_organisation_idx" ON "user_action_logs" USING btree ("organisation_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scouts_organisation_awaiting_answer_idx" ON "scouts" USING btree ("organisation_id","last_candidate_message_at") WHERE last_candidate_message_at is not null and (last_recruiter_message_at is null or last_candidate_message_at > last_recruiter_message_at);--> statement-breakpoint
CREATE FUNCTION "scout_report_day"(sent_at timestamptz) RETURNS date
	LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (sent_at AT TIME ZONE 'Asia/Tokyo')::date;--> statement-breakpoint
CREATE FUNCTION "scouts_mark_report_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "scout_report_stale_days" ("organisation_id", "day")
			SELECT DISTINCT "organisation_id", "scout_report_day"("sent_at") FROM new_scouts
			WHERE "self_apply_id" IS NULL
			ON CONFLICT DO NOTHING;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		INSERT INTO "scout_report_stale_days" ("organisation_id", "day")
			SELECT DISTINCT "organisation_id", "scout_report_day"("sent_at") FROM old_scouts
			WHERE "self_apply_id" IS NULL
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scouts_report_stale_insert" AFTER INSERT ON "scouts"
	REFERENCING NEW TABLE AS new_scouts
	FOR EACH STATEMENT EXECUTE FUNCTION "scouts_mark_report_stale"();--> statement-breakpoint
CREATE TRIGGER "scouts_report_stale_delete" AFTER DELETE ON "scouts"
	REFERENCING OLD TABLE AS old_scouts
	FOR EACH STATEMENT EXECUTE FUNCTION "scouts_mark_report_stale"();--> statement-breakpoint
CREATE FUNCTION "scouts_mark_report_stale_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "scout_report_stale_days" ("organisation_id", "day")
		VALUES (NEW."organisation_id", "scout_report_day"(NEW."sent_at")),
			(OLD."organisation_id", "scout_report_day"(OLD."sent_at"))
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Only a change a report counts marks the day: a message's touch of the scout does not.
CREATE TRIGGER "scouts_report_stale_update" AFTER UPDATE ON "scouts"
	FOR EACH ROW WHEN (
		NEW."self_apply_id" IS NULL AND (
			OLD."sent_at" IS DISTINCT FROM NEW."sent_at"
			OR OLD."organisation_id" IS DISTINCT FROM NEW."organisation_id"
			OR OLD."sender_user_id" IS DISTINCT FROM NEW."sender_user_id"
			OR OLD."scout_template_id" IS DISTINCT FROM NEW."scout_template_id"
			OR OLD."candidate_read_at" IS DISTINCT FROM NEW."candidate_read_at"
			OR OLD."replied_at" IS DISTINCT FROM NEW."replied_at"
			OR OLD."selection_status" IS DISTINCT FROM NEW."selection_status"
		)
	) EXECUTE FUNCTION "scouts_mark_report_stale_row"();--> statement-breakpoint
CREATE FUNCTION "candidate_matches_mark_report_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "scout_report_stale_days" ("organisation_id", "day")
		SELECT DISTINCT s."organisation_id", "scout_report_day"(s."sent_at")
		FROM changed_matches m JOIN "scouts" s ON s."id" = m."scout_id"
		WHERE s."self_apply_id" IS NULL
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "candidate_matches_report_stale_insert" AFTER INSERT ON "candidate_matches"
	REFERENCING NEW TABLE AS changed_matches
	FOR EACH STATEMENT EXECUTE FUNCTION "candidate_matches_mark_report_stale"();--> statement-breakpoint
-- Scouts already sent are counted by the first roll-up.
INSERT INTO "scout_report_stale_days" ("organisation_id", "day")
	SELECT DISTINCT "organisation_id", "scout_report_day"("sent_at") FROM "scouts"
	WHERE "self_apply_id" IS NULL;
