ALTER TABLE "banner_job_infos" ADD COLUMN "trigger_phrases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Banners saved before the phrases were kept show their stored words.
UPDATE "banner_job_infos" SET "trigger_phrases" = "trigger_words" WHERE "trigger_phrases" = '{}';
