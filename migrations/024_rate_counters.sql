-- Issue 15 item 6: one limiter. Every fixed-window counter (partner per-minute limits, the search per-minute limit, the
-- WHOIS daily quota) is a row here when counters live in the database (src/platform/limits/counters.ts), replacing
-- partner_rate_counters, search_rate and whois_quota. `scope` says what is limited, `subject` who.
CREATE TABLE IF NOT EXISTS rate_counters (
  scope text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (scope, subject, window_start)
);
CREATE INDEX IF NOT EXISTS rate_counters_window_end ON rate_counters (window_end);

-- Today's WHOIS quotas carry over (a deploy must not hand out a fresh daily quota); per-minute windows are not worth it.
INSERT INTO rate_counters (scope, subject, window_start, window_end, used)
SELECT 'whois', subject, (day::timestamp AT TIME ZONE 'UTC'), ((day + 1)::timestamp AT TIME ZONE 'UTC'), used
  FROM whois_quota
ON CONFLICT DO NOTHING;

DROP TABLE IF EXISTS whois_quota;
DROP TABLE IF EXISTS search_rate;
DROP TABLE IF EXISTS partner_rate_counters;
