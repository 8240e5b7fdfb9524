ALTER TABLE "client_notes" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_notes" ADD COLUMN "status" "column_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_notes" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Notices already out were announced when they came out; scheduled ones wait for their time.
UPDATE "client_notes" SET "announced_at" = "published_at" WHERE "published_at" <= now();--> statement-breakpoint
ALTER TABLE "client_notes" ADD COLUMN "client_request_id" text;--> statement-breakpoint
CREATE INDEX "client_notes_unannounced_idx" ON "client_notes" USING btree ("published_at") WHERE "client_notes"."status" = 'published' and "client_notes"."announced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_notes_client_request_unique" ON "client_notes" USING btree ("client_request_id") WHERE "client_notes"."client_request_id" is not null;