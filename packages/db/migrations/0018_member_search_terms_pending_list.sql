-- A sign-in rewrites a candidate's document, and its lexemes wait in the terms index's pending
-- list, which every look-up of the index reads whole; a short list keeps a search of many weeks
-- from reading it once a week (decision 016). Set in place: rebuilding the index would take half
-- an hour at a million candidates.
ALTER INDEX "candidate_search_documents_terms_idx" SET (gin_pending_list_limit = 64);
