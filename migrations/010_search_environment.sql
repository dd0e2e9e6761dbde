-- Search decisions are kept per environment (issue 6 review): the sandbox's fake registrar must never answer for
-- live mode on the same data directory. The table is only a cache, so it is emptied rather than migrated.
TRUNCATE search_decisions;
ALTER TABLE search_decisions ADD COLUMN environment text NOT NULL CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE search_decisions DROP CONSTRAINT search_decisions_pkey;
ALTER TABLE search_decisions ADD PRIMARY KEY (environment, domain);

-- Searches per caller per minute (SEARCH_RATE_LIMIT_PER_MINUTE; contract 8 leaves public limits open): one row per
-- caller and fixed one-minute window, counted by one atomic upsert so several instances share the count.
CREATE TABLE search_rate (
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL CHECK (used > 0),
  PRIMARY KEY (subject, window_start)
);
CREATE INDEX search_rate_window ON search_rate (window_start);
