-- A member search tests `search_text` with the keywords' patterns: row after row on a walk
-- along a sort's index, and wherever the terms cannot prove a word. PostgreSQL moved the text
-- out of the row as the row outgrew 2 kB, so each test read it back from TOAST (some ten
-- buffers a row) and decompressed it. The text now stays in the row, uncompressed until the
-- row would outgrow its page: `strpos` over a 2 kB text takes 2.5 µs uncompressed and 7 µs
-- compressed, and a walk of 経理 sorted by last login over 30,000 candidates hit 67 buffers
-- instead of 640 (decision 016). The grams and terms still move out of the row.
-- Only the storage rules change here: a document already written keeps its text as it is
-- until it is next written, so no table is rewritten while migrating.
ALTER TABLE "candidate_search_documents" ALTER COLUMN "search_text" SET STORAGE MAIN;
ALTER TABLE "candidate_search_documents" SET (toast_tuple_target = 8160);
