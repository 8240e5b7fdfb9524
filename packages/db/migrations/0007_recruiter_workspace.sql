ALTER TYPE "public"."user_token_purpose" ADD VALUE 'email_change';--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"plan_name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"special_scout_monthly_quota" integer DEFAULT 0 NOT NULL,
	"special_scout_week_permitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_period_order" CHECK ("contracts"."starts_on" <= "contracts"."ends_on"),
	CONSTRAINT "contracts_quota_not_negative" CHECK ("contracts"."special_scout_monthly_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_movies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_movies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"provider" text NOT NULL,
	"video_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_movies_provider" CHECK ("agent_movies"."provider" in ('youtube', 'vimeo'))
);
--> statement-breakpoint
CREATE TABLE "agent_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" text DEFAULT 'news' NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"body" text NOT NULL,
	"body_en" text,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"icon" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_path" text,
	"dedupe_key" text,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_profile_agent_tags" (
	"user_id" bigint NOT NULL,
	"agent_tag_id" bigint NOT NULL,
	CONSTRAINT "recruiter_profile_agent_tags_user_id_agent_tag_id_pk" PRIMARY KEY("user_id","agent_tag_id")
);
--> statement-breakpoint
CREATE TABLE "recruiter_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"university_text" text DEFAULT '' NOT NULL,
	"self_pr" text DEFAULT '' NOT NULL,
	"former_job" text DEFAULT '' NOT NULL,
	"icon_key" text,
	"icon_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "job_infos" ADD COLUMN "duties_change_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_infos" ADD COLUMN "workplace_change_scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_infos" ADD COLUMN "contract_renewal_limit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_infos" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_movies" ADD CONSTRAINT "agent_movies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_profile_agent_tags" ADD CONSTRAINT "recruiter_profile_agent_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_profile_agent_tags" ADD CONSTRAINT "recruiter_profile_agent_tags_agent_tag_id_agent_tags_id_fk" FOREIGN KEY ("agent_tag_id") REFERENCES "public"."agent_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD CONSTRAINT "recruiter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_inquiries" ADD CONSTRAINT "support_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_inquiries" ADD CONSTRAINT "support_inquiries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_organisation_id_unique" ON "contracts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "agent_movies_organisation_position_idx" ON "agent_movies" USING btree ("organisation_id","position","id");--> statement-breakpoint
CREATE INDEX "client_notes_published_idx" ON "client_notes" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unopened_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."opened_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_unique" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "support_inquiries_client_request_unique" ON "support_inquiries" USING btree ("user_id","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_infos_organisation_request_unique" ON "job_infos" USING btree ("organisation_id","client_request_id");--> statement-breakpoint
CREATE INDEX "job_infos_organisation_status_idx" ON "job_infos" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "job_infos_organisation_updated_idx" ON "job_infos" USING btree ("organisation_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "agent_tags" ("name", "name_en", "position") VALUES
	('外資系企業に強い', 'Foreign-affiliated firms', 1),
	('金融業界専門', 'Financial services', 2),
	('コンサルティング業界専門', 'Consulting', 3),
	('IT・テクノロジー', 'IT and technology', 4),
	('管理部門（経理・財務・人事・法務）', 'Corporate functions (finance, HR, legal)', 5),
	('エグゼクティブ・CxO', 'Executives and CxO', 6),
	('ハイクラス（年収1000万円以上）', 'High income (10 million yen or more)', 7),
	('第二新卒・若手', 'Second-year graduates and juniors', 8),
	('バイリンガル・英語を活かす', 'Bilingual roles', 9),
	('スタートアップ・ベンチャー', 'Start-ups and ventures', 10),
	('製薬・医療', 'Pharmaceuticals and healthcare', 11),
	('海外勤務', 'Working abroad', 12);
