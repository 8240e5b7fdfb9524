CREATE TYPE "public"."candidate_mail_kind" AS ENUM('scout', 'message');--> statement-breakpoint
CREATE TABLE "candidate_scout_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_scout_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scout_id" bigint NOT NULL,
	"kind" "candidate_mail_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "scout_mail_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "message_mail_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scout_mails" ADD CONSTRAINT "candidate_scout_mails_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;