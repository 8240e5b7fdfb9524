CREATE TYPE "public"."candidate_export_state" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "candidate_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"requested_by_user_id" bigint,
	"client_request_id" text NOT NULL,
	"locale" text DEFAULT 'ja' NOT NULL,
	"state" "candidate_export_state" DEFAULT 'queued' NOT NULL,
	"total_rows" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_bytes" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_exports_request_unique" ON "candidate_exports" USING btree ("organisation_id","client_request_id");--> statement-breakpoint
CREATE INDEX "candidate_exports_organisation_idx" ON "candidate_exports" USING btree ("organisation_id","requested_at" DESC NULLS LAST);