CREATE TYPE "public"."job_report_reason" AS ENUM('inaccurate', 'discriminatory', 'expired', 'suspicious', 'other');--> statement-breakpoint
CREATE TYPE "public"."job_report_state" AS ENUM('open', 'closed', 'dismissed');--> statement-breakpoint
CREATE TABLE "job_info_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_info_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_info_id" bigint NOT NULL,
	"reason" "job_report_reason" NOT NULL,
	"body" text NOT NULL,
	"reporter_email" text,
	"reporter_user_id" bigint,
	"state" "job_report_state" DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_infos" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "job_info_reports" ADD CONSTRAINT "job_info_reports_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_reports" ADD CONSTRAINT "job_info_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_reports" ADD CONSTRAINT "job_info_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_info_reports_state_idx" ON "job_info_reports" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_info_reports_job_idx" ON "job_info_reports" USING btree ("job_info_id");