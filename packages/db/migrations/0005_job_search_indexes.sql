CREATE INDEX "job_infos_public_income_desc_idx" ON "job_infos" USING btree ((coalesce("salary_max", "salary_min")) desc nulls last,"id" DESC NULLS LAST) WHERE "job_infos"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_infos_public_income_asc_idx" ON "job_infos" USING btree ((coalesce("salary_min", "salary_max")) asc nulls last,"id" DESC NULLS LAST) WHERE "job_infos"."status" = 'open';--> statement-breakpoint
-- Job search reads a few narrow columns of many rows (status, period, sort keys) and the
-- normalised text of candidates; it never reads the posting texts or the gram array from the
-- row (the GIN index holds the grams). Keeping those out of line and the search text inline
-- makes rows small enough that a search touches few pages (decision 011).
ALTER TABLE "job_infos" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "job_infos" ALTER COLUMN "search_text" SET STORAGE MAIN;
