CREATE TYPE "public"."personal_data_request_kind" AS ENUM('correction', 'deletion');--> statement-breakpoint
CREATE TYPE "public"."personal_data_request_state" AS ENUM('received', 'in_progress', 'completed', 'declined');--> statement-breakpoint
CREATE TYPE "public"."recruiter_report_reason" AS ENUM('harassment', 'spam', 'misrepresentation', 'personal_data', 'other');--> statement-breakpoint
CREATE TYPE "public"."recruiter_report_state" AS ENUM('open', 'suspended', 'dismissed');--> statement-breakpoint
CREATE TABLE "personal_data_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"candidate_user_id" bigint,
	"kind" "personal_data_request_kind" NOT NULL,
	"body" text NOT NULL,
	"state" "personal_data_request_state" DEFAULT 'received' NOT NULL,
	"response" text,
	"locale" text NOT NULL,
	"client_request_id" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruiter_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recruiter_user_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"scout_id" bigint,
	"reporter_user_id" bigint,
	"reason" "recruiter_report_reason" NOT NULL,
	"body" text NOT NULL,
	"state" "recruiter_report_state" DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_requests" ADD CONSTRAINT "personal_data_requests_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_requests" ADD CONSTRAINT "personal_data_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_reports" ADD CONSTRAINT "recruiter_reports_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_reports" ADD CONSTRAINT "recruiter_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_reports" ADD CONSTRAINT "recruiter_reports_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_reports" ADD CONSTRAINT "recruiter_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_reports" ADD CONSTRAINT "recruiter_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_requests_client_request_unique" ON "personal_data_requests" USING btree ("candidate_user_id","client_request_id");--> statement-breakpoint
CREATE INDEX "personal_data_requests_state_idx" ON "personal_data_requests" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "personal_data_requests_candidate_idx" ON "personal_data_requests" USING btree ("candidate_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruiter_reports_state_idx" ON "recruiter_reports" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruiter_reports_recruiter_idx" ON "recruiter_reports" USING btree ("recruiter_user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_reports_scout_reporter_unique" ON "recruiter_reports" USING btree ("scout_id","reporter_user_id");