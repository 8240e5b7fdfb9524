ALTER TABLE "candidate_search_documents" ADD COLUMN "search_terms" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_documents_terms_idx" ON "candidate_search_documents" USING gin ("search_terms");--> statement-breakpoint
-- The small filter arrays stay in the row: with toast_tuple_target = 128 PostgreSQL would move
-- them out too, and every filter test on a walked row would read TOAST pages (decision 016).
ALTER TABLE "candidate_search_documents" ALTER COLUMN "company_type_tendencies" SET STORAGE MAIN, ALTER COLUMN "experience_job_type_ids" SET STORAGE MAIN, ALTER COLUMN "career_industry_ids" SET STORAGE MAIN, ALTER COLUMN "wish_job_type_ids" SET STORAGE MAIN, ALTER COLUMN "wish_industry_ids" SET STORAGE MAIN, ALTER COLUMN "language_levels" SET STORAGE MAIN, ALTER COLUMN "degrees" SET STORAGE MAIN, ALTER COLUMN "university_ids" SET STORAGE MAIN, ALTER COLUMN "blocked_organisation_ids" SET STORAGE MAIN;
