CREATE TYPE "public"."scout_decline_reason" AS ENUM('not_now', 'job_mismatch', 'salary', 'other');--> statement-breakpoint
CREATE TABLE "scout_send_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_send_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"sender_user_id" bigint,
	"client_request_id" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "decline_reason" "scout_decline_reason";--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "scout_template_id" bigint;--> statement-breakpoint
ALTER TABLE "scout_send_requests" ADD CONSTRAINT "scout_send_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_send_requests" ADD CONSTRAINT "scout_send_requests_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scout_send_requests_request_unique" ON "scout_send_requests" USING btree ("organisation_id","client_request_id");--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_scout_template_id_scout_templates_id_fk" FOREIGN KEY ("scout_template_id") REFERENCES "public"."scout_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_declined_has_reason" CHECK (("scouts"."declined_at" is null) = ("scouts"."decline_reason" is null));