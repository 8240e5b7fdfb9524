ALTER TABLE "organisations" ADD COLUMN "scout_remind_business_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "remind_template_id" bigint;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "remind_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_remind_template_id_scout_templates_id_fk" FOREIGN KEY ("remind_template_id") REFERENCES "public"."scout_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouts_remind_due_idx" ON "scouts" USING btree ("remind_due_at") WHERE "scouts"."send_state" = 'resend_set';--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_scout_remind_business_days" CHECK ("organisations"."scout_remind_business_days" in (3, 5, 10));