CREATE TYPE "public"."column_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."employment_type" AS ENUM('full_time', 'contract');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('draft', 'open');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'open', 'open_for_scout', 'closed');--> statement-breakpoint
CREATE TYPE "public"."publisher_type" AS ENUM('Company', 'Agent');--> statement-breakpoint
CREATE TYPE "public"."salary_display_option" AS ENUM('annual_income_or_more', 'negotiable');--> statement-breakpoint
CREATE TYPE "public"."self_apply_status" AS ENUM('pending_review', 'passed', 'rejected');--> statement-breakpoint
CREATE TABLE "column_related_job_infos" (
	"column_id" bigint NOT NULL,
	"job_info_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "column_related_job_infos_column_id_job_info_id_pk" PRIMARY KEY("column_id","job_info_id")
);
--> statement-breakpoint
CREATE TABLE "column_tags" (
	"column_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "column_tags_column_id_tag_id_pk" PRIMARY KEY("column_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" bigint,
	"title" text NOT NULL,
	"title_en" text,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"thumbnail_path" text,
	"status" "column_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"pickup_position" integer DEFAULT 0 NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewed_columns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "viewed_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"column_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_evaluations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" bigint NOT NULL,
	"user_id" bigint,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reviewer_age_group" text,
	"reviewer_job_type" text,
	"changed_job" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_evaluations_rating_range" CHECK ("agent_evaluations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "agent_industries" (
	"agent_id" bigint NOT NULL,
	"industry_id" bigint NOT NULL,
	CONSTRAINT "agent_industries_agent_id_industry_id_pk" PRIMARY KEY("agent_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "agent_job_types" (
	"agent_id" bigint NOT NULL,
	"job_type_id" bigint NOT NULL,
	CONSTRAINT "agent_job_types_agent_id_job_type_id_pk" PRIMARY KEY("agent_id","job_type_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint,
	"name" text NOT NULL,
	"name_en" text,
	"catch_copy" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"logo_path" text,
	"prefecture_id" smallint,
	"website_url" text,
	"consultant_count" integer,
	"founded_year" smallint,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint,
	"name" text NOT NULL,
	"name_en" text,
	"name_kana" text,
	"industry_id" bigint,
	"prefecture_id" smallint,
	"address" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"business_description" text DEFAULT '' NOT NULL,
	"logo_path" text,
	"header_image_path" text,
	"website_url" text,
	"employee_count" integer,
	"founded_year" smallint,
	"capital" text,
	"is_foreign_affiliated" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_follows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"agent_id" bigint,
	"job_info_id" bigint,
	"title" text NOT NULL,
	"title_en" text,
	"body" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"event_starts_at" timestamp with time zone NOT NULL,
	"event_ends_at" timestamp with time zone,
	"entry_starts_at" timestamp with time zone,
	"entry_ends_at" timestamp with time zone,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"capacity" integer,
	"fee_yen" integer DEFAULT 0 NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"header_image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_event_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_event_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"special_event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_event_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_event_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"starts_on" timestamp with time zone NOT NULL,
	"ends_on" timestamp with time zone NOT NULL,
	"header_image_path" text,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"special_event_group_id" bigint NOT NULL,
	"company_id" bigint,
	"title" text NOT NULL,
	"title_en" text,
	"body" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"event_starts_at" timestamp with time zone NOT NULL,
	"event_ends_at" timestamp with time zone,
	"entry_ends_at" timestamp with time zone,
	"capacity" integer,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_job_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_job_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_info_id" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"trigger_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_info_daily_views" (
	"job_info_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_info_daily_views_job_info_id_day_pk" PRIMARY KEY("job_info_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_info_job_info_tags" (
	"job_info_id" bigint NOT NULL,
	"job_info_tag_id" bigint NOT NULL,
	CONSTRAINT "job_info_job_info_tags_job_info_id_job_info_tag_id_pk" PRIMARY KEY("job_info_id","job_info_tag_id")
);
--> statement-breakpoint
CREATE TABLE "job_info_job_types" (
	"job_info_id" bigint NOT NULL,
	"job_type_id" bigint NOT NULL,
	CONSTRAINT "job_info_job_types_job_info_id_job_type_id_pk" PRIMARY KEY("job_info_id","job_type_id")
);
--> statement-breakpoint
CREATE TABLE "job_info_stocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_info_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"job_info_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"publisher_type" "publisher_type" NOT NULL,
	"agent_id" bigint,
	"company_id" bigint,
	"company_text" text,
	"display_company_name" text,
	"display_company_logo" boolean DEFAULT true NOT NULL,
	"hide_company" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"position" text DEFAULT '' NOT NULL,
	"division" text DEFAULT '' NOT NULL,
	"industry_id" bigint,
	"prefecture_id" smallint,
	"work_place_description" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_display_option" "salary_display_option" DEFAULT 'annual_income_or_more' NOT NULL,
	"salary_supplement" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"attraction" text DEFAULT '' NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"welcome_skill" text DEFAULT '' NOT NULL,
	"employment_selection" text DEFAULT '' NOT NULL,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"employment_type" "employment_type" DEFAULT 'full_time' NOT NULL,
	"recruitment_start_on" date,
	"recruitment_end_on" date,
	"published_at" timestamp with time zone,
	"is_judged" boolean DEFAULT true NOT NULL,
	"is_rich_page" boolean DEFAULT false NOT NULL,
	"outer_link" text,
	"header_image_path" text,
	"canonical_id" bigint,
	"recommend_score" real DEFAULT 0 NOT NULL,
	"popularity_score" real DEFAULT 0 NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_infos_salary_order" CHECK ("job_infos"."salary_min" is null or "job_infos"."salary_max" is null or "job_infos"."salary_min" <= "job_infos"."salary_max"),
	CONSTRAINT "job_infos_recruitment_period_order" CHECK ("job_infos"."recruitment_start_on" is null or "job_infos"."recruitment_end_on" is null or "job_infos"."recruitment_start_on" <= "job_infos"."recruitment_end_on")
);
--> statement-breakpoint
CREATE TABLE "job_search_conditions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_search_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_type_rankings" (
	"week_start_on" date NOT NULL,
	"job_type_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"job_info_id" bigint NOT NULL,
	"score" real NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_type_rankings_week_start_on_job_type_id_rank_pk" PRIMARY KEY("week_start_on","job_type_id","rank")
);
--> statement-breakpoint
CREATE TABLE "self_applies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_applies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"job_info_id" bigint NOT NULL,
	"status" "self_apply_status" DEFAULT 'pending_review' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_rankings" (
	"week_start_on" date NOT NULL,
	"rank" integer NOT NULL,
	"job_info_id" bigint NOT NULL,
	"score" real NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_rankings_week_start_on_rank_pk" PRIMARY KEY("week_start_on","rank")
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_info_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_info_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"code" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "major_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "major_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefectures" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "universities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "column_related_job_infos" ADD CONSTRAINT "column_related_job_infos_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_related_job_infos" ADD CONSTRAINT "column_related_job_infos_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_tags" ADD CONSTRAINT "column_tags_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_tags" ADD CONSTRAINT "column_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tag_category_id_tag_categories_id_fk" FOREIGN KEY ("tag_category_id") REFERENCES "public"."tag_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_columns" ADD CONSTRAINT "viewed_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_columns" ADD CONSTRAINT "viewed_columns_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_evaluations" ADD CONSTRAINT "agent_evaluations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_evaluations" ADD CONSTRAINT "agent_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_industries" ADD CONSTRAINT "agent_industries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_industries" ADD CONSTRAINT "agent_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_job_types" ADD CONSTRAINT "agent_job_types_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_job_types" ADD CONSTRAINT "agent_job_types_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_entries" ADD CONSTRAINT "special_event_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_entries" ADD CONSTRAINT "special_event_entries_special_event_id_special_events_id_fk" FOREIGN KEY ("special_event_id") REFERENCES "public"."special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_events" ADD CONSTRAINT "special_events_special_event_group_id_special_event_groups_id_fk" FOREIGN KEY ("special_event_group_id") REFERENCES "public"."special_event_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_events" ADD CONSTRAINT "special_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_job_infos" ADD CONSTRAINT "banner_job_infos_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_daily_views" ADD CONSTRAINT "job_info_daily_views_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_job_info_tags" ADD CONSTRAINT "job_info_job_info_tags_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_job_info_tags" ADD CONSTRAINT "job_info_job_info_tags_job_info_tag_id_job_info_tags_id_fk" FOREIGN KEY ("job_info_tag_id") REFERENCES "public"."job_info_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_job_types" ADD CONSTRAINT "job_info_job_types_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_job_types" ADD CONSTRAINT "job_info_job_types_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_stocks" ADD CONSTRAINT "job_info_stocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_stocks" ADD CONSTRAINT "job_info_stocks_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_infos" ADD CONSTRAINT "job_infos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_infos" ADD CONSTRAINT "job_infos_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_infos" ADD CONSTRAINT "job_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_infos" ADD CONSTRAINT "job_infos_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_infos" ADD CONSTRAINT "job_infos_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_conditions" ADD CONSTRAINT "job_search_conditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_rankings" ADD CONSTRAINT "job_type_rankings_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_rankings" ADD CONSTRAINT "job_type_rankings_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_applies" ADD CONSTRAINT "self_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_applies" ADD CONSTRAINT "self_applies_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_rankings" ADD CONSTRAINT "weekly_rankings_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_parent_id_job_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "column_tags_tag_idx" ON "column_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "columns_published_idx" ON "columns" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "columns"."status" = 'published';--> statement-breakpoint
CREATE INDEX "columns_agent_id_idx" ON "columns" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "columns_search_grams_idx" ON "columns" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "tags_category_idx" ON "tags" USING btree ("tag_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewed_columns_user_column_unique" ON "viewed_columns" USING btree ("user_id","column_id");--> statement-breakpoint
CREATE INDEX "viewed_columns_user_viewed_idx" ON "viewed_columns" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "agent_evaluations_agent_id_idx" ON "agent_evaluations" USING btree ("agent_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_organisation_id_unique" ON "agents" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "agents_search_grams_idx" ON "agents" USING gin ("search_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_organisation_id_unique" ON "companies" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "companies_industry_id_idx" ON "companies" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "companies_search_grams_idx" ON "companies" USING gin ("search_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "company_follows_user_company_unique" ON "company_follows" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "company_follows_company_id_idx" ON "company_follows" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_user_event_unique" ON "event_entries" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("event_starts_at");--> statement-breakpoint
CREATE INDEX "events_job_info_idx" ON "events" USING btree ("job_info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_event_entries_user_event_unique" ON "special_event_entries" USING btree ("user_id","special_event_id");--> statement-breakpoint
CREATE INDEX "special_event_entries_event_idx" ON "special_event_entries" USING btree ("special_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_event_groups_name_unique" ON "special_event_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "special_events_group_idx" ON "special_events" USING btree ("special_event_group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_job_infos_transaction_unique" ON "banner_job_infos" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "banner_job_infos_trigger_words_idx" ON "banner_job_infos" USING gin ("trigger_words");--> statement-breakpoint
CREATE INDEX "job_info_daily_views_day_idx" ON "job_info_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_info_job_info_tags_tag_idx" ON "job_info_job_info_tags" USING btree ("job_info_tag_id","job_info_id");--> statement-breakpoint
CREATE INDEX "job_info_job_types_job_type_idx" ON "job_info_job_types" USING btree ("job_type_id","job_info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_info_stocks_user_job_unique" ON "job_info_stocks" USING btree ("user_id","job_info_id");--> statement-breakpoint
CREATE INDEX "job_info_stocks_job_created_idx" ON "job_info_stocks" USING btree ("job_info_id","created_at");--> statement-breakpoint
CREATE INDEX "job_infos_organisation_id_idx" ON "job_infos" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "job_infos_company_id_idx" ON "job_infos" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_infos_agent_id_idx" ON "job_infos" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "job_infos_search_grams_idx" ON "job_infos" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "job_infos_public_published_idx" ON "job_infos" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_public_recommend_idx" ON "job_infos" USING btree ("recommend_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_public_popular_idx" ON "job_infos" USING btree ("popularity_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_public_salary_idx" ON "job_infos" USING btree ("salary_max","salary_min") WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_prefecture_idx" ON "job_infos" USING btree ("prefecture_id") WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_industry_idx" ON "job_infos" USING btree ("industry_id") WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_search_conditions_user_idx" ON "job_search_conditions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "self_applies_user_job_unique" ON "self_applies" USING btree ("user_id","job_info_id");--> statement-breakpoint
CREATE INDEX "self_applies_job_created_idx" ON "self_applies" USING btree ("job_info_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_info_tags_code_unique" ON "job_info_tags" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_code_unique" ON "job_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_path_unique" ON "job_types" USING btree ("path");--> statement-breakpoint
CREATE INDEX "job_types_parent_id_idx" ON "job_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "universities_search_grams_idx" ON "universities" USING gin ("search_grams");