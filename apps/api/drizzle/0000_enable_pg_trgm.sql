-- Trigram indexes on product, brand and shop names (typo-tolerant search) need pg_trgm.
-- It is a trusted extension: the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
