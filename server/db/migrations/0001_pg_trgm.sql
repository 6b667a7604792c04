-- Trigram search on products (PGlite loads the extension in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
