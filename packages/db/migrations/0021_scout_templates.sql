CREATE TYPE "public"."scout_template_type" AS ENUM('normal', 'remind');--> statement-breakpoint
CREATE TABLE "scout_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"template_type" "scout_template_type" NOT NULL,
	"name" text NOT NULL,
	"mail_subject" text NOT NULL,
	"body" text NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_templates_name_present" CHECK (length("scout_templates"."name") > 0)
);
--> statement-breakpoint
ALTER TABLE "scout_templates" ADD CONSTRAINT "scout_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_templates_organisation_idx" ON "scout_templates" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_templates_request_unique" ON "scout_templates" USING btree ("organisation_id","client_request_id") WHERE "scout_templates"."client_request_id" is not null;