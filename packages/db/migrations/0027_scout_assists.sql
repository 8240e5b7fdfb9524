CREATE TABLE "job_info_scout_assists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_info_scout_assists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"job_info_id" bigint NOT NULL,
	"sender_user_id" bigint NOT NULL,
	"search_condition_id" bigint NOT NULL,
	"scout_template_id" bigint NOT NULL,
	"remind_template_id" bigint,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"daily_limit" integer NOT NULL,
	"ends_on" date NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_info_scout_assists_daily_limit_positive" CHECK ("job_info_scout_assists"."daily_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "scout_assist_id" bigint;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_job_info_id_job_infos_id_fk" FOREIGN KEY ("job_info_id") REFERENCES "public"."job_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_search_condition_id_candidate_search_conditions_id_fk" FOREIGN KEY ("search_condition_id") REFERENCES "public"."candidate_search_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_scout_template_id_scout_templates_id_fk" FOREIGN KEY ("scout_template_id") REFERENCES "public"."scout_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_info_scout_assists" ADD CONSTRAINT "job_info_scout_assists_remind_template_id_scout_templates_id_fk" FOREIGN KEY ("remind_template_id") REFERENCES "public"."scout_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_info_scout_assists_job_unique" ON "job_info_scout_assists" USING btree ("job_info_id");--> statement-breakpoint
CREATE INDEX "job_info_scout_assists_ends_idx" ON "job_info_scout_assists" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_scout_assist_id_job_info_scout_assists_id_fk" FOREIGN KEY ("scout_assist_id") REFERENCES "public"."job_info_scout_assists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouts_scout_assist_idx" ON "scouts" USING btree ("scout_assist_id","candidate_user_id") WHERE scout_assist_id is not null;