CREATE TYPE "public"."account_type" AS ENUM('master', 'normal', 'agent_company');--> statement-breakpoint
CREATE TYPE "public"."organisation_kind" AS ENUM('company', 'agent');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('Candidate', 'CompanyUser', 'Agent', 'Administrator');--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "organisation_kind" NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role_type" "role_type" NOT NULL,
	"password_hash" text,
	"full_name" text NOT NULL,
	"full_name_kana" text,
	"organisation_id" bigint,
	"account_type" "account_type",
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"trial_recruiter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_recruiter_has_organisation" CHECK ("users"."role_type" not in ('CompanyUser', 'Agent') or "users"."organisation_id" is not null),
	CONSTRAINT "users_account_type_iff_recruiter" CHECK (("users"."role_type" in ('CompanyUser', 'Agent')) = ("users"."account_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_organisation_id_idx" ON "users" USING btree ("organisation_id");