-- Trigram similarity for fuzzy Latin-script matching; Japanese search uses bigram arrays instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
