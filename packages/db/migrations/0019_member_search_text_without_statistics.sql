-- The member search tests `search_text` with patterns: as the filter of a walk along the sort's
-- index, and where the terms index cannot prove a word on its own. PostgreSQL estimated each
-- pattern's matches by trying it on the column's histogram, which took as long as the walk
-- itself (1.8–2.5 ms a search at a million candidates) and decided nothing: the search sets the
-- walk's plan, and the other statements take bitmap scans (decision 016). No statistics are
-- gathered for it any more; retyping the column to its own type drops those already gathered,
-- without rewriting the table.
ALTER TABLE "candidate_search_documents"
  ALTER COLUMN "search_text" SET STATISTICS 0,
  ALTER COLUMN "search_text" TYPE text;
