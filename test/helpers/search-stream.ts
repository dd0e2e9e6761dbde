import type { SearchEvent, SearchRow } from '../../src/modules/search/types.js';

/** The NDJSON body of a search answer, parsed line by line (every line must be one JSON object). */
export function parseStream(body: string): SearchEvent[] {
  if (!body.endsWith('\n')) throw new Error('an NDJSON stream ends with a newline');
  return body.slice(0, -1).split('\n').map((line) => JSON.parse(line) as SearchEvent);
}

export function rowsOf(events: SearchEvent[]): Map<string, SearchRow> {
  return new Map(events.filter((e): e is SearchRow => e.kind === 'row').map((r) => [r.domain, r]));
}
