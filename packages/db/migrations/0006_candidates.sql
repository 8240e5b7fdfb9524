CREATE TYPE "public"."degree_type" AS ENUM('bachelor', 'master', 'doctor');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."job_change_timing" AS ENUM('now', 'in_one_year', 'if_good_offer', 'not_now');--> statement-breakpoint
CREATE TYPE "public"."language_level" AS ENUM('conversational', 'business', 'native');--> statement-breakpoint
CREATE TYPE "public"."match_source" AS ENUM('scout_reply', 'self_apply_passed');--> statement-breakpoint
CREATE TYPE "public"."message_sender_side" AS ENUM('candidate', 'recruiter');--> statement-breakpoint
CREATE TYPE "public"."scout_send_state" AS ENUM('sent', 'resend_set', 'resend_sent');--> statement-breakpoint
CREATE TYPE "public"."special_scout_interviewer" AS ENUM('representative', 'executive_or_cxo');--> statement-breakpoint
CREATE TYPE "public"."special_scout_position" AS ENUM('executive_or_cxo', 'manager', 'directly_under_executive');--> statement-breakpoint
CREATE TABLE "candidate_careers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_careers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"company_name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_certifications" (
	"user_id" bigint NOT NULL,
	"certification_id" bigint NOT NULL,
	CONSTRAINT "candidate_certifications_user_id_certification_id_pk" PRIMARY KEY("user_id","certification_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_company_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_company_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_educations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"degree" "degree_type" NOT NULL,
	"university_id" bigint,
	"school_name" text DEFAULT '' NOT NULL,
	"major_type_id" bigint,
	"faculty" text DEFAULT '' NOT NULL,
	"graduated_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_experiences" (
	"user_id" bigint NOT NULL,
	"job_type_id" bigint NOT NULL,
	"years" smallint NOT NULL,
	CONSTRAINT "candidate_experiences_user_id_job_type_id_pk" PRIMARY KEY("user_id","job_type_id"),
	CONSTRAINT "candidate_experiences_years_range" CHECK ("candidate_experiences"."years" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "candidate_language_skills" (
	"user_id" bigint NOT NULL,
	"language_id" bigint NOT NULL,
	"level" "language_level" NOT NULL,
	CONSTRAINT "candidate_language_skills_user_id_language_id_pk" PRIMARY KEY("user_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"company_name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"annual_income" integer,
	"offered_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"gender" "gender",
	"birth_date" date,
	"prefecture_id" smallint,
	"phone" text,
	"current_annual_income" integer,
	"request_annual_income" integer,
	"self_pr" text DEFAULT '' NOT NULL,
	"skill" text DEFAULT '' NOT NULL,
	"career_wish" text DEFAULT '' NOT NULL,
	"colleague_scouting" boolean DEFAULT false NOT NULL,
	"company_type_tendencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_change_timing" "job_change_timing",
	"job_change_timing_answered_at" timestamp with time zone,
	"what_to_discuss" text[] DEFAULT '{}'::text[] NOT NULL,
	"toeic_score" smallint,
	"toefl_score" smallint,
	"toefl_itp_score" smallint,
	"registration_step" smallint DEFAULT 0 NOT NULL,
	"registration_finished_at" timestamp with time zone,
	"alliance_source" text,
	"alliance_profile_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_income_range" CHECK (coalesce("candidate_profiles"."current_annual_income", 0) between 0 and 99999 and coalesce("candidate_profiles"."request_annual_income", 0) between 0 and 99999),
	CONSTRAINT "candidate_profiles_score_ranges" CHECK (("candidate_profiles"."toeic_score" is null or "candidate_profiles"."toeic_score" between 10 and 990)
        and ("candidate_profiles"."toefl_score" is null or "candidate_profiles"."toefl_score" between 0 and 120)
        and ("candidate_profiles"."toefl_itp_score" is null or "candidate_profiles"."toefl_itp_score" between 310 and 677))
);
--> statement-breakpoint
CREATE TABLE "candidate_resumes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_wish_industries" (
	"user_id" bigint NOT NULL,
	"industry_id" bigint NOT NULL,
	CONSTRAINT "candidate_wish_industries_user_id_industry_id_pk" PRIMARY KEY("user_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_wish_job_types" (
	"user_id" bigint NOT NULL,
	"job_type_id" bigint NOT NULL,
	CONSTRAINT "candidate_wish_job_types_user_id_job_type_id_pk" PRIMARY KEY("user_id","job_type_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"candidate_user_id" bigint NOT NULL,
	"source" "match_source" NOT NULL,
	"scout_id" bigint,
	"self_apply_id" bigint,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_campaign_joins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_campaign_joins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scout_campaign_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_joined" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"high_salary_threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_campaigns_period_order" CHECK ("scout_campaigns"."starts_on" <= "scout_campaigns"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "scout_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scout_id" bigint NOT NULL,
	"sender_side" "message_sender_side" NOT NULL,
	"sender_user_id" bigint,
	"body" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"sender_user_id" bigint,
	"candidate_user_id" bigint NOT NULL,
	"job_info_id" bigint,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"send_state" "scout_send_state" DEFAULT 'sent' NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"confirmed_salary" integer,
	"confirmed_position" "special_scout_position",
	"confirmed_interviewer" "special_scout_interviewer",
	"custom_attraction" text,
	"guaranteed_high_salary" boolean DEFAULT false NOT NULL,
	"guaranteed_short_selection" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"candidate_read_at" timestamp with time zone,
	"last_recruiter_message_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouts_special_has_terms" CHECK (not "scouts"."is_special" or ("scouts"."confirmed_salary" is not null and "scouts"."custom_attraction" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_careers" ADD CONSTRAINT "candidate_careers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_certifications" ADD CONSTRAINT "candidate_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_certifications" ADD CONSTRAINT "candidate_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_company_blocks" ADD CONSTRAINT "candidate_company_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_company_blocks" ADD CONSTRAINT "candidate_company_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_major_type_id_major_types_id_fk" FOREIGN KEY ("major_type_id") REFERENCES "public"."major_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experiences" ADD CONSTRAINT "candidate_experiences_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_language_skills" ADD CONSTRAINT "candidate_language_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_language_skills" ADD CONSTRAINT "candidate_language_skills_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offers" ADD CONSTRAINT "candidate_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_resumes" ADD CONSTRAINT "candidate_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_wish_industries" ADD CONSTRAINT "candidate_wish_industries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_wish_industries" ADD CONSTRAINT "candidate_wish_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_wish_job_types" ADD CONSTRAINT "candidate_wish_job_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_wish_job_types" ADD CONSTRAINT "candidate_wish_job_types_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_self_apply_id_self_applies_id_fk" FOREIGN KEY ("self_apply_id") REFERENCES "public"."self_applies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_campaign_joins" ADD CONSTRAINT "scout_campaign_joins_scout_campaign_id_scout_campaigns_id_fk" FOREIGN KEY ("scout_campaign_id") REFERENCES "public"."scout_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_campaign_joins" ADD CONSTRAINT "scout_campaign_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_careers_user_idx" ON "candidate_careers" USING btree ("user_id","started_on");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_company_blocks_user_company_unique" ON "candidate_company_blocks" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "candidate_company_blocks_company_idx" ON "candidate_company_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_educations_user_idx" ON "candidate_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "candidate_experiences_job_type_idx" ON "candidate_experiences" USING btree ("job_type_id");--> statement-breakpoint
CREATE INDEX "candidate_offers_user_idx" ON "candidate_offers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_resumes_user_unique" ON "candidate_resumes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_matches_organisation_candidate_unique" ON "candidate_matches" USING btree ("organisation_id","candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_matches_candidate_idx" ON "candidate_matches" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_campaign_joins_campaign_user_unique" ON "scout_campaign_joins" USING btree ("scout_campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "scout_campaigns_period_idx" ON "scout_campaigns" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "scout_messages_scout_created_idx" ON "scout_messages" USING btree ("scout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_messages_request_unique" ON "scout_messages" USING btree ("scout_id","sender_side","client_request_id") WHERE "scout_messages"."client_request_id" is not null;--> statement-breakpoint
CREATE INDEX "scouts_candidate_sent_idx" ON "scouts" USING btree ("candidate_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "scouts_organisation_sent_idx" ON "scouts" USING btree ("organisation_id","sent_at");