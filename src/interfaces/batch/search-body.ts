import type { AppContext } from '../../context.js';
import { openSearch, runSearch } from '../../modules/search/service.js';
import type { SearchHeader, SearchRow } from '../../modules/search/types.js';
import type { Caller } from '../../modules/accounts/caller.js';

/**
 * The collected answer of one domain search (batch `search_domain`, MCP `search_domain`): the stream's header
 * fields, its rows and its `done` figures in one object. Rows are in the header's `domains` order (the queried name
 * first), not in completion order: a collected answer has no reason to keep the stream's timing.
 */
export interface SearchBody {
  request_id: string;
  primary: string;
  domains: string[];
  primary_index: number;
  rows: SearchRow[];
  count: number;
  duration_ms: number;
}

export interface SearchOptions {
  q: unknown;
  /** The query's name in error messages (default `q`; the MCP tool's argument is `domain`). */
  field?: string;
  includeAlternates?: boolean;
  caller: Caller;
  signal?: AbortSignal;
  /** Called with each row as it is decided (completion order), after the header: MCP progress notifications. */
  onRow?: (row: SearchRow, header: SearchHeader, index: number) => void | Promise<void>;
}

/**
 * Runs the search service (planSearch validates `q` first: a bad query throws 400 `validation_error` before any
 * source is asked) and collects its events.
 */
export async function searchBody(ctx: AppContext, options: SearchOptions): Promise<SearchBody> {
  // The same per-caller allowance as POST /api/domain/search (each item costs what the single call would).
  const plan = await openSearch(ctx, {
    q: options.q,
    ...(options.field === undefined ? {} : { field: options.field }),
    ...(options.includeAlternates === undefined ? {} : { includeAlternates: options.includeAlternates }),
    caller: options.caller,
  });
  let header: SearchHeader | undefined;
  const rows: SearchRow[] = [];
  let durationMs = 0;
  for await (const event of runSearch(ctx, plan, options.signal)) {
    if (event.kind === 'header') header = event;
    else if (event.kind === 'row') {
      rows.push(event);
      if (header) await options.onRow?.(event, header, rows.length);
    } else if (event.kind === 'done') durationMs = event.duration_ms;
  }
  if (!header) throw new Error('the search stream ended without a header');
  const order = new Map(header.domains.map((domain, index) => [domain, index]));
  rows.sort((a, b) => (order.get(a.domain) ?? Infinity) - (order.get(b.domain) ?? Infinity));
  return {
    request_id: header.request_id,
    primary: header.primary,
    domains: header.domains,
    primary_index: header.primary_index,
    rows,
    count: rows.length,
    duration_ms: durationMs,
  };
}
