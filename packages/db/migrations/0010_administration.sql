ALTER TYPE "public"."user_token_purpose" ADD VALUE 'invitation';--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" bigint NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" "role_type" NOT NULL,
	"actor_organisation_id" bigint,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "download_permitted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_client_request_unique" ON "organisations" USING btree ("client_request_id") WHERE "organisations"."client_request_id" is not null;--> statement-breakpoint
-- The audit trail only grows: nothing, the application included, may change or remove an entry.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit events cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
