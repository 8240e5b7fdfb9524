-- Member search finds candidates through the bucketed terms (the filters are lexemes there too)
-- or by walking a sort's index; the gram column and the GIN indexes on the filter arrays were
-- never read, yet written on every save and sign-in (decision 016). `IF EXISTS`: a scale seed
-- cut short leaves the documents' GIN indexes dropped, their definitions waiting in the
-- table's comment; only the terms index stays among them.
DROP INDEX IF EXISTS "candidate_search_documents_grams_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_experience_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_career_industry_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_wish_job_type_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_wish_industry_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_language_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidate_search_documents_university_idx";--> statement-breakpoint
DO $$
DECLARE
  remembered text := obj_description('candidate_search_documents'::regclass, 'pg_class');
BEGIN
  IF remembered LIKE '{"kakehashi_scale_dropped_indexes"%' THEN
    EXECUTE format('COMMENT ON TABLE candidate_search_documents IS %L',
      json_build_object('kakehashi_scale_dropped_indexes', coalesce(
        (SELECT json_agg(definition)
          FROM json_array_elements_text(remembered::json -> 'kakehashi_scale_dropped_indexes')
            AS definition
          WHERE definition LIKE '%(search_terms)%'), '[]'::json)));
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "candidate_search_documents" DROP COLUMN "search_grams";
