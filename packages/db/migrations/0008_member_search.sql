CREATE TYPE "public"."selection_status" AS ENUM('before_matching', 'matched', 'interested_or_self_applied', 'interviewed', 'under_selection', 'unofficially_offered', 'accepted', 'joined', 'joined_1_month', 'joined_3_months', 'joined_6_months', 'declined_or_rejected', 'no_reply_required');--> statement-breakpoint
CREATE TABLE "candidate_labels" (
	"label_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_labels_label_id_candidate_user_id_pk" PRIMARY KEY("label_id","candidate_user_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"author_user_id" bigint,
	"body" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_search_conditions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_search_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"notify_new_members" boolean DEFAULT false NOT NULL,
	"notified_through_seq" bigint DEFAULT 0 NOT NULL,
	"last_notified_at" timestamp with time zone,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_search_conditions_name_present" CHECK (length("candidate_search_conditions"."name") > 0)
);
--> statement-breakpoint
CREATE TABLE "candidate_search_documents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "candidate_search_documents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search_text" text NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" "gender",
	"birth_date" date,
	"prefecture_id" smallint,
	"current_annual_income" integer,
	"request_annual_income" integer,
	"job_change_timing" "job_change_timing",
	"company_type_tendencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_job_type_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"career_industry_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"wish_job_type_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"wish_industry_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"language_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"toeic_score" smallint,
	"toefl_score" smallint,
	"toefl_itp_score" smallint,
	"degrees" text[] DEFAULT '{}'::text[] NOT NULL,
	"university_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"career_detail_length" integer DEFAULT 0 NOT NULL,
	"blocked_organisation_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"last_login_at" timestamp with time zone,
	"profile_updated_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_stocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_candidates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hidden_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"requester_user_id" bigint,
	"section" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_careers" ADD COLUMN "industry_id" bigint;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "selection_status" "selection_status" DEFAULT 'before_matching' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_labels" ADD CONSTRAINT "candidate_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_labels" ADD CONSTRAINT "candidate_labels_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_labels" ADD CONSTRAINT "candidate_labels_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search_conditions" ADD CONSTRAINT "candidate_search_conditions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search_conditions" ADD CONSTRAINT "candidate_search_conditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ADD CONSTRAINT "candidate_search_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stocks" ADD CONSTRAINT "candidate_stocks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stocks" ADD CONSTRAINT "candidate_stocks_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stocks" ADD CONSTRAINT "candidate_stocks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_candidates" ADD CONSTRAINT "hidden_candidates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_candidates" ADD CONSTRAINT "hidden_candidates_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_candidates" ADD CONSTRAINT "hidden_candidates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_labels_candidate_idx" ON "candidate_labels" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_notes_organisation_candidate_idx" ON "candidate_notes" USING btree ("organisation_id","candidate_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_notes_request_unique" ON "candidate_notes" USING btree ("organisation_id","client_request_id") WHERE "candidate_notes"."client_request_id" is not null;--> statement-breakpoint
CREATE INDEX "candidate_search_conditions_user_idx" ON "candidate_search_conditions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "candidate_search_conditions_notify_idx" ON "candidate_search_conditions" USING btree ("id") WHERE "candidate_search_conditions"."notify_new_members";--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_search_conditions_request_unique" ON "candidate_search_conditions" USING btree ("user_id","client_request_id") WHERE "candidate_search_conditions"."client_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_search_documents_seq_unique" ON "candidate_search_documents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_grams_idx" ON "candidate_search_documents" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_experience_idx" ON "candidate_search_documents" USING gin ("experience_job_type_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_career_industry_idx" ON "candidate_search_documents" USING gin ("career_industry_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_wish_job_type_idx" ON "candidate_search_documents" USING gin ("wish_job_type_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_wish_industry_idx" ON "candidate_search_documents" USING gin ("wish_industry_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_language_idx" ON "candidate_search_documents" USING gin ("language_levels");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_university_idx" ON "candidate_search_documents" USING gin ("university_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_documents_updated_idx" ON "candidate_search_documents" USING btree ("profile_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_documents_login_idx" ON "candidate_search_documents" USING btree ("last_login_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_documents_registered_idx" ON "candidate_search_documents" USING btree ("registered_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_stocks_organisation_candidate_unique" ON "candidate_stocks" USING btree ("organisation_id","candidate_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_candidates_organisation_candidate_unique" ON "hidden_candidates" USING btree ("organisation_id","candidate_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_organisation_name_unique" ON "labels" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_requests_organisation_candidate_section_unique" ON "profile_requests" USING btree ("organisation_id","candidate_user_id","section");--> statement-breakpoint
CREATE INDEX "profile_requests_candidate_idx" ON "profile_requests" USING btree ("candidate_user_id");--> statement-breakpoint
ALTER TABLE "candidate_careers" ADD CONSTRAINT "candidate_careers_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouts_organisation_candidate_idx" ON "scouts" USING btree ("organisation_id","candidate_user_id");--> statement-breakpoint
-- Search reads only the filter columns and the normalised text of a row; the gram array lives
-- out of line and the text stays inline, compressed, for the rechecks (as job_infos, 0005).
ALTER TABLE "candidate_search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "users" SET "last_login_at" = (SELECT max("sessions"."created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
