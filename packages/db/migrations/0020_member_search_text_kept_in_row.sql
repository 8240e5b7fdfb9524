-- A walk along a sort's index tests each row's `search_text` with the keyword patterns, and
-- each test read the text again from TOAST, where PostgreSQL moved it as the row outgrew 2 kB:
-- some ten buffers a row. Kept in the row (compressed there when it must be), the walk of
-- 経理 sorted by last login over 30,000 candidates hit 67 buffers instead of 640 (decision 016).
-- Only the storage rule changes here: a document already written keeps its text out of line
-- until it is next written, so no table is rewritten while migrating.
ALTER TABLE "candidate_search_documents" ALTER COLUMN "search_text" SET STORAGE MAIN;
