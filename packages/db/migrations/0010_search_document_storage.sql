-- The filter arrays of a search document stay in the row. With toast_tuple_target = 128 (0008)
-- the row keeps its normalised text inline and PostgreSQL moves every other attribute of more
-- than a few bytes out to TOAST, these small arrays included: each filter test on a walked row
-- then read three more pages. MAIN keeps them in the row unless it could not fit a page.
ALTER TABLE "candidate_search_documents" ALTER COLUMN "company_type_tendencies" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "experience_job_type_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "career_industry_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "wish_job_type_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "wish_industry_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "language_levels" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "degrees" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "university_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" ALTER COLUMN "blocked_organisation_ids" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before keep their arrays where they were until rewritten: rewrite them now.
UPDATE "candidate_search_documents" SET
  "company_type_tendencies" = "company_type_tendencies" || '{}'::text[],
  "experience_job_type_ids" = "experience_job_type_ids" || '{}'::bigint[],
  "career_industry_ids" = "career_industry_ids" || '{}'::bigint[],
  "wish_job_type_ids" = "wish_job_type_ids" || '{}'::bigint[],
  "wish_industry_ids" = "wish_industry_ids" || '{}'::bigint[],
  "language_levels" = "language_levels" || '{}'::text[],
  "degrees" = "degrees" || '{}'::text[],
  "university_ids" = "university_ids" || '{}'::bigint[],
  "blocked_organisation_ids" = "blocked_organisation_ids" || '{}'::bigint[];
