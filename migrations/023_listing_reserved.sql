-- Issue 15 item 3: a listing can be `reserved` (a quote or order holds it) between `active` and `sold`. The allowed
-- moves between states are enforced by src/modules/listings/repository.ts (transitionListing); the CHECK only lists them.
-- `withdrawn` stays. The CHECK of 004 was declared inline, so PostgreSQL and PGlite named it listings_status_check.
ALTER TABLE listings DROP CONSTRAINT IF EXISTS listings_status_check;
ALTER TABLE listings ADD CONSTRAINT listings_status_check CHECK (status IN ('active', 'reserved', 'sold', 'withdrawn'));
