from __future__ import annotations

import json
import socket
import urllib.error
import urllib.parse
import urllib.request
from http.client import HTTPResponse
from typing import Any, Dict, Iterator, List, Mapping, Optional, Sequence, Union

from .errors import NameportError, error_from_http

#: Most operations one POST /api/batch carries (contract 4.1); ``batch()`` splits longer lists into requests of this size.
BATCH_LIMIT = 20
#: Default timeout in seconds (urllib's: of connecting and of each read, not of the whole call).
DEFAULT_TIMEOUT = 30.0

_KNOWN_EVENTS = {"header", "row", "primary_done", "done"}
_UNSET: Any = object()

JSON = Dict[str, Any]
QueryValue = Union[str, int, float, bool, None]


class Nameport:
    """Client of Nameport interface A.

    ``access_token`` (scope ``pricing:read``) is sent as ``Authorization: Bearer ...`` on the domain search only
    (POST /api/domain/search), the one public endpoint that reads it (contract 4.1). Every method takes
    ``timeout=`` (seconds) to override the client's. Failures raise :class:`NameportError`. The client adds no
    behaviour beyond the endpoints: no retries, no caching; ``batch`` and ``list_all_listings`` only split and
    follow pages.
    """

    def __init__(
        self,
        base_url: str,
        access_token: Optional[str] = None,
        timeout: Optional[float] = DEFAULT_TIMEOUT,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        parsed = urllib.parse.urlsplit(base_url or "")
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(f"Nameport: base_url must be an http(s) URL, got {base_url!r}")
        self.base_url = base_url.rstrip("/")
        self.access_token = access_token
        self.timeout = timeout
        self.headers = dict(headers or {})

    # -- domain search -------------------------------------------------------------------------------------------

    def search_domain(self, q: str, include_alternates: Optional[bool] = None, *, timeout: Optional[float] = _UNSET) -> List[JSON]:
        """POST /api/domain/search, collected: the rows in the order the stream gave them (completion order)."""
        return [event for event in self.search_stream(q, include_alternates=include_alternates, timeout=timeout) if event["kind"] == "row"]

    def search_stream(self, q: str, include_alternates: Optional[bool] = None, *, timeout: Optional[float] = _UNSET) -> Iterator[JSON]:
        """POST /api/domain/search as a generator of events (``header``, ``row``..., ``primary_done``, ``done``).

        Each event is yielded as soon as its line is read. Lines of an unknown ``kind`` are skipped. Closing the
        generator early (``break``) closes the connection, which cancels the server's outstanding lookups.
        """
        body: JSON = {"q": q}
        if include_alternates is not None:
            body["include_alternates"] = include_alternates
        headers = {"authorization": f"Bearer {self.access_token}"} if self.access_token else {}
        response = self._open("POST", "/api/domain/search", body=body, headers=headers, accept="application/x-ndjson", timeout=timeout)
        request_id = response.headers.get("x-request-id")
        saw_done = False
        try:
            while True:
                try:
                    line = response.readline()
                except (socket.timeout, TimeoutError) as error:
                    raise NameportError(0, "timeout", f"no line within the timeout: {error}", request_id) from error
                except OSError as error:
                    raise NameportError(0, "network_error", f"reading the stream failed: {error}", request_id) from error
                if not line:
                    break
                event = _parse_event(line, response.status, request_id)
                if event is None:
                    continue
                if event["kind"] == "done":
                    saw_done = True
                yield event
            if not saw_done:
                raise NameportError(response.status, "incomplete_stream", "the search stream ended before its done line", request_id)
        finally:
            response.close()

    # -- single reads --------------------------------------------------------------------------------------------

    def whois_lookup(self, domain: str, idempotency_key: Optional[str] = None, *, timeout: Optional[float] = _UNSET) -> JSON:
        """POST /api/tools/whois: ``{lookup, used, cap, remaining}`` (201); uses one lookup of the daily quota.

        ``idempotency_key`` is sent as Idempotency-Key: a retry with the same key replays the stored lookup
        without using quota.
        """
        headers = {"idempotency-key": idempotency_key} if idempotency_key is not None else {}
        return self._json("POST", "/api/tools/whois", body={"domain": domain}, headers=headers, timeout=timeout)

    def tld_price(self, tld: str, op: Optional[str] = None, *, timeout: Optional[float] = _UNSET) -> JSON:
        """GET /api/pricing/tld: ``{tld, op, priceCents}``. Without ``op`` the server's default applies: ``transfer``."""
        return self._json("GET", "/api/pricing/tld", query={"tld": tld, "op": op}, timeout=timeout)

    def tld_requirements(self, tld: str, *, timeout: Optional[float] = _UNSET) -> JSON:
        """GET /api/tlds/{tld}/metadata: registration requirements of a TLD."""
        return self._json("GET", f"/api/tlds/{urllib.parse.quote(tld, safe='')}/metadata", timeout=timeout)

    # -- listings ------------------------------------------------------------------------------------------------

    def market_listings(self, filters: Optional[Mapping[str, QueryValue]] = None, *, timeout: Optional[float] = _UNSET, **more: QueryValue) -> JSON:
        """GET /api/market/listings, one page: ``{items, page: {limit, offset, total, has_more, next_cursor}}``.

        Filters (a dict and/or keyword arguments) as the endpoint names them: ``q``, ``tld``, ``min``, ``max``,
        ``max_length``, ``sort``, ``limit``, ``offset``, ``cursor``.
        """
        return self._json("GET", "/api/market/listings", query={**(filters or {}), **more}, timeout=timeout)

    def list_all_listings(self, filters: Optional[Mapping[str, QueryValue]] = None, *, timeout: Optional[float] = _UNSET, **more: QueryValue) -> Iterator[JSON]:
        """Every listing matching the filters, following ``page.next_cursor`` page after page (a generator).

        ``limit`` is the page size (the server's default 20, at most 100); a given ``offset`` or ``cursor`` applies
        to the first page only.
        """
        first: Dict[str, QueryValue] = {**(filters or {}), **more}
        rest = {k: v for k, v in first.items() if k not in ("cursor", "offset")}
        query = first
        while True:
            page = self.market_listings(query, timeout=timeout)
            items = page.get("items") or []
            for item in items:
                yield item
            next_cursor = (page.get("page") or {}).get("next_cursor")
            if not next_cursor or not items:
                return
            query = dict(rest, cursor=next_cursor)

    # -- batch ---------------------------------------------------------------------------------------------------

    def batch(self, operations: Sequence[Mapping[str, Any]], *, timeout: Optional[float] = _UNSET) -> JSON:
        """POST /api/batch: ``{results, count, failed}``, results in request order.

        More than 20 operations are sent as several requests of at most 20, one after another, and put back
        together. Such a list is first checked as the server checks one batch (every item has an ``op``, ids unique
        over the whole list): a malformed list raises ValueError before anything is sent.
        """
        operations = list(operations)
        if len(operations) > BATCH_LIMIT:
            _check_batch(operations)
        chunks = [operations[i : i + BATCH_LIMIT] for i in range(0, len(operations), BATCH_LIMIT)] or [[]]
        results: List[JSON] = []
        for chunk in chunks:
            answer = self._json("POST", "/api/batch", body={"operations": chunk}, timeout=timeout)
            got = answer.get("results")
            if not isinstance(got, list) or len(got) != len(chunk):
                raise NameportError(200, "invalid_response", f"batch answered {len(got) if isinstance(got, list) else 'no'} results for {len(chunk)} operations")
            results.extend(got)
        return {"results": results, "count": len(results), "failed": sum(1 for r in results if r.get("status", 0) >= 400)}

    # -- transport -----------------------------------------------------------------------------------------------

    def _json(self, method: str, path: str, timeout: Optional[float] = _UNSET, **kwargs: Any) -> JSON:
        response = self._open(method, path, timeout=timeout, **kwargs)
        try:
            try:
                raw = response.read()
            except (socket.timeout, TimeoutError) as error:
                raise NameportError(0, "timeout", f"no answer within the timeout: {error}") from error
            try:
                return json.loads(raw.decode("utf-8"))
            except ValueError as error:
                raise NameportError(response.status, "invalid_response", f"the answer is not JSON: {raw[:200]!r}", response.headers.get("x-request-id")) from error
        finally:
            response.close()

    def _open(
        self,
        method: str,
        path: str,
        query: Optional[Mapping[str, QueryValue]] = None,
        body: Any = None,
        headers: Optional[Mapping[str, str]] = None,
        accept: str = "application/json",
        timeout: Optional[float] = _UNSET,
    ) -> HTTPResponse:
        url = self.base_url + path
        pairs = [(k, _query_value(v)) for k, v in (query or {}).items() if v is not None]
        if pairs:
            url += "?" + urllib.parse.urlencode(pairs)
        all_headers = {**self.headers, "accept": accept, **(headers or {})}
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            all_headers["content-type"] = "application/json"
        request = urllib.request.Request(url, data=data, method=method, headers=all_headers)
        seconds = self.timeout if timeout is _UNSET else timeout
        try:
            return urllib.request.urlopen(request, timeout=seconds)  # noqa: S310 (the caller's own base URL)
        except urllib.error.HTTPError as error:
            try:
                payload = error.read()
            finally:
                error.close()
            raise error_from_http(error.code, error.headers, payload) from None
        except (socket.timeout, TimeoutError) as error:
            raise NameportError(0, "timeout", f"no answer within {seconds} s") from error
        except urllib.error.URLError as error:
            if isinstance(error.reason, (socket.timeout, TimeoutError)):
                raise NameportError(0, "timeout", f"no answer within {seconds} s") from error
            raise NameportError(0, "network_error", f"request failed: {error.reason}") from error
        except OSError as error:
            raise NameportError(0, "network_error", f"request failed: {error}") from error


def _query_value(value: QueryValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _parse_event(line: bytes, status: int, request_id: Optional[str]) -> Optional[JSON]:
    text = line.decode("utf-8").strip()
    if not text:
        return None
    try:
        value = json.loads(text)
    except ValueError as error:
        raise NameportError(status, "invalid_response", f"a search line is not JSON: {text[:200]}", request_id) from error
    if isinstance(value, dict) and value.get("kind") in _KNOWN_EVENTS:
        return value
    return None


def _check_batch(operations: Sequence[Mapping[str, Any]]) -> None:
    ids = set()
    for index, item in enumerate(operations):
        if not isinstance(item, Mapping) or not isinstance(item.get("op"), str) or not item.get("op"):
            raise ValueError(f"batch: operation {index} has no op")
        if "id" in item and item["id"] is not None:
            if item["id"] in ids:
                raise ValueError(f"batch: id {item['id']!r} is used twice (ids must be unique over the whole batch)")
            ids.add(item["id"])
