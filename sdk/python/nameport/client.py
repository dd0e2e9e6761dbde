from __future__ import annotations

import http.client
import json
import math
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from http.client import HTTPResponse
from typing import Any, Dict, Generator, List, Mapping, Optional, Sequence, Union

from .errors import NameportError, error_from_http

#: Most operations one POST /api/batch carries (contract 4.1); ``batch()`` splits longer lists into requests of this size.
BATCH_LIMIT = 20
#: Default deadline of one call in seconds (connecting, the answer and, for a stream, its last line).
DEFAULT_TIMEOUT = 30.0
#: Longest search line accepted (1 MiB); a longer one is ``invalid_response``.
MAX_LINE_BYTES = 1024 * 1024
_READ_SIZE = 64 * 1024
_NETWORK_ERRORS = (OSError, http.client.HTTPException)
_BATCH_ITEM_KEYS = {"id", "op", "params"}

_KNOWN_EVENTS = {"header", "row", "primary_done", "done"}
_UNSET: Any = object()

JSON = Dict[str, Any]
QueryValue = Union[str, int, float, bool, None]


class _Deadline:
    """One call's deadline on the monotonic clock; ``None`` seconds (or 0, or infinity) is no deadline."""

    def __init__(self, seconds: Optional[float]) -> None:
        if seconds is not None and (not isinstance(seconds, (int, float)) or math.isnan(seconds) or seconds < 0):
            raise ValueError(f"Nameport: timeout must be None, 0 or a positive number of seconds, got {seconds!r}")
        self.seconds = None if not seconds or math.isinf(seconds) else float(seconds)
        self.at = None if self.seconds is None else time.monotonic() + self.seconds

    def remaining(self, request_id: Optional[str] = None) -> Optional[float]:
        """Seconds left (None: no deadline); raises ``timeout`` when none are."""
        if self.at is None:
            return None
        left = self.at - time.monotonic()
        if left <= 0:
            raise self.error(request_id)
        return left

    def error(self, request_id: Optional[str] = None) -> NameportError:
        return NameportError(0, "timeout", f"no complete answer within {self.seconds} s", request_id)

    def bound(self, response: Any, request_id: Optional[str] = None) -> None:
        """Lets the next socket read wait at most the time left (best effort: urllib does not expose the socket)."""
        left = self.remaining(request_id)
        sock = getattr(getattr(getattr(response, "fp", None), "raw", None), "_sock", None)
        if sock is not None and left is not None:
            try:
                sock.settimeout(left)
            except OSError:
                pass


def _read_chunks(response: HTTPResponse, deadline: _Deadline, request_id: Optional[str], what: str) -> Generator[bytes, None, None]:
    """The body as it arrives (``read1``: what one receive gave), each read bounded by the deadline. Every
    transport failure is a NameportError: ``timeout`` or ``network_error`` (a connection cut mid-body included)."""
    while True:
        deadline.bound(response, request_id)
        try:
            chunk = response.read1(_READ_SIZE)
        except (socket.timeout, TimeoutError) as error:
            raise deadline.error(request_id) from error
        except _NETWORK_ERRORS as error:
            raise NameportError(0, "network_error", f"reading {what} failed: {error!r}", request_id) from error
        if not chunk:
            if response.length:  # a Content-Length body that ended early (read1 does not raise for it)
                raise NameportError(0, "network_error", f"reading {what} failed: the connection closed {response.length} bytes early", request_id)
            return
        yield chunk


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

    def search_stream(self, q: str, include_alternates: Optional[bool] = None, *, timeout: Optional[float] = _UNSET) -> Generator[JSON, None, None]:
        """POST /api/domain/search as a generator of events (``header``, ``row``..., ``primary_done``, ``done``).

        Each event is yielded as soon as its line is read. Lines of an unknown ``kind`` are skipped. Closing the
        generator early (``break``) closes the connection, which cancels the server's outstanding lookups. The
        timeout bounds the whole stream, until its last line.
        """
        body: JSON = {"q": q}
        if include_alternates is not None:
            body["include_alternates"] = include_alternates
        headers = {"authorization": f"Bearer {self.access_token}"} if self.access_token else {}
        deadline = self._deadline(timeout)
        response = self._open("POST", "/api/domain/search", body=body, headers=headers, accept="application/x-ndjson", deadline=deadline)
        request_id = response.headers.get("x-request-id")
        saw_done = False
        try:
            buffer = b""
            for chunk in _read_chunks(response, deadline, request_id, "the search stream"):
                search_from = len(buffer)
                buffer += chunk
                newline = buffer.find(b"\n", search_from)
                while newline != -1:
                    line, buffer = buffer[:newline], buffer[newline + 1 :]
                    event = _parse_event(line, response.status, request_id)
                    if event is not None:
                        if event["kind"] == "done":
                            saw_done = True
                        yield event
                    newline = buffer.find(b"\n")
                if len(buffer) > MAX_LINE_BYTES:
                    raise NameportError(response.status, "invalid_response", f"a search line is longer than {MAX_LINE_BYTES} bytes", request_id)
            event = _parse_event(buffer, response.status, request_id)
            if event is not None:
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

    def list_all_listings(self, filters: Optional[Mapping[str, QueryValue]] = None, *, timeout: Optional[float] = _UNSET, **more: QueryValue) -> Generator[JSON, None, None]:
        """Every listing matching the filters, following ``page.next_cursor`` page after page (a generator).

        ``limit`` is the page size (the server's default 20, at most 100); a given ``offset`` or ``cursor`` applies
        to the first page only. The timeout applies to each page request. A server answering a cursor it already
        gave (which would page forever) raises ``invalid_response``.
        """
        first: Dict[str, QueryValue] = {**(filters or {}), **more}
        rest = {k: v for k, v in first.items() if k not in ("cursor", "offset")}
        query = first
        seen = {first["cursor"]} if isinstance(first.get("cursor"), str) else set()
        while True:
            page = self.market_listings(query, timeout=timeout)
            items = page.get("items") or []
            for item in items:
                yield item
            next_cursor = (page.get("page") or {}).get("next_cursor")
            if not next_cursor or not items:
                return
            if next_cursor in seen:
                raise NameportError(200, "invalid_response", f"the listings answered the cursor {str(next_cursor)[:100]!r} a second time (paging would not end)")
            seen.add(next_cursor)
            query = dict(rest, cursor=next_cursor)

    # -- batch ---------------------------------------------------------------------------------------------------

    def batch(self, operations: Sequence[Mapping[str, Any]], *, timeout: Optional[float] = _UNSET) -> JSON:
        """POST /api/batch: ``{results, count, failed}``, results in request order.

        More than 20 operations are sent as several requests of at most 20, one after another, and put back
        together. Such a list is first checked as the server checks one batch (item keys only ``id``, ``op``,
        ``params``; ``id`` absent or a string of 1-128 characters, None refused; ``op`` a string of 1-64; ``params`` a
        dict when present; ids unique over the whole list): a malformed list raises ValueError before anything is
        sent. A list of at most 20 is sent as it is (the server's 400 says what is wrong). The timeout applies to
        each request. A request failing as a whole raises NameportError with ``partial_results`` (the results of the
        requests before it: those operations have run) and ``chunk_offset`` (the index of its first operation).
        """
        operations = list(operations)
        if len(operations) > BATCH_LIMIT:
            _check_batch(operations)
        chunks = [operations[i : i + BATCH_LIMIT] for i in range(0, len(operations), BATCH_LIMIT)] or [[]]
        results: List[JSON] = []
        for chunk in chunks:
            try:
                answer = self._json("POST", "/api/batch", body={"operations": chunk}, timeout=timeout)
                got = answer.get("results") if isinstance(answer, dict) else None
                if not isinstance(got, list) or len(got) != len(chunk):
                    raise NameportError(200, "invalid_response", f"batch answered {len(got) if isinstance(got, list) else 'no'} results for {len(chunk)} operations")
            except NameportError as error:
                message = error.message
                if results:
                    message += f" (batch request at operation {len(results)}; the {len(results)} operations before it ran)"
                raise NameportError(
                    error.status, error.code, message, error.request_id, error.retry_after, error.details,
                    partial_results=list(results), chunk_offset=len(results),
                ) from error
            results.extend(got)
        return {"results": results, "count": len(results), "failed": sum(1 for r in results if r.get("status", 0) >= 400)}

    # -- transport -----------------------------------------------------------------------------------------------

    def _deadline(self, timeout: Optional[float]) -> _Deadline:
        return _Deadline(self.timeout if timeout is _UNSET else timeout)

    def _json(self, method: str, path: str, timeout: Optional[float] = _UNSET, **kwargs: Any) -> JSON:
        deadline = self._deadline(timeout)
        response = self._open(method, path, deadline=deadline, **kwargs)
        request_id = response.headers.get("x-request-id")
        try:
            raw = b"".join(_read_chunks(response, deadline, request_id, "the answer"))
            try:
                return json.loads(raw.decode("utf-8"))
            except ValueError as error:  # UnicodeDecodeError included
                raise NameportError(response.status, "invalid_response", f"the answer is not JSON: {raw[:200]!r}", request_id) from error
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
        deadline: Optional[_Deadline] = None,
    ) -> HTTPResponse:
        url = self.base_url + path
        pairs = [(k, _query_value(v)) for k, v in (query or {}).items() if v is not None]
        if pairs:
            url += "?" + urllib.parse.urlencode(pairs)
        # Header names are case-insensitive: merged lower-cased, later sources winning (no duplicates).
        all_headers: Dict[str, str] = {}
        for source in (self.headers, {"accept": accept}, headers or {}):
            for name, value in source.items():
                all_headers[name.lower()] = value
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            all_headers["content-type"] = "application/json"
        request = urllib.request.Request(url, data=data, method=method, headers=all_headers)
        deadline = deadline or self._deadline(_UNSET)
        try:
            return _OPENER.open(request, timeout=deadline.remaining())
        except urllib.error.HTTPError as error:
            request_id = error.headers.get("x-request-id") if error.headers else None
            try:
                body = error.fp if isinstance(error.fp, HTTPResponse) else None
                payload = b"".join(_read_chunks(body, deadline, request_id, "the error answer")) if body is not None else error.read()
            except (NameportError, OSError, http.client.HTTPException):
                payload = b""  # the status still says what happened; the body is best effort
            finally:
                error.close()
            raise error_from_http(error.code, error.headers, payload) from None
        except (socket.timeout, TimeoutError) as error:
            raise deadline.error() from error
        except urllib.error.URLError as error:
            if isinstance(error.reason, (socket.timeout, TimeoutError)):
                raise deadline.error() from error
            raise NameportError(0, "network_error", f"request failed: {error.reason}") from error
        except _NETWORK_ERRORS as error:
            raise NameportError(0, "network_error", f"request failed: {error!r}") from error


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Redirects are not followed: interface A answers without them, and following one would carry the
    Authorization header to wherever it points. A 3xx answer is raised as the HTTPError it is (``http_error``)."""

    def redirect_request(self, req: Any, fp: Any, code: int, msg: str, headers: Any, newurl: str) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirect())


def _query_value(value: QueryValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _parse_event(line: bytes, status: int, request_id: Optional[str]) -> Optional[JSON]:
    try:
        text = line.decode("utf-8").strip()
        if not text:
            return None
        value = json.loads(text)
    except ValueError as error:  # UnicodeDecodeError included
        raise NameportError(status, "invalid_response", f"a search line is not JSON: {line[:200]!r}", request_id) from error
    if isinstance(value, dict) and value.get("kind") in _KNOWN_EVENTS:
        return value
    return None


def _check_batch(operations: Sequence[Mapping[str, Any]]) -> None:
    """The server's envelope rules of one batch (POST /api/batch request schema), over the whole list."""
    ids = set()
    for index, item in enumerate(operations):
        if not isinstance(item, Mapping):
            raise ValueError(f"batch: operation {index} is not a dict")
        unknown = [key for key in item if key not in _BATCH_ITEM_KEYS]
        if unknown:
            raise ValueError(f"batch: operation {index} has an unknown key {unknown[0]!r} (allowed: id, op, params)")
        op = item.get("op")
        if not isinstance(op, str) or not 1 <= len(op) <= 64:
            raise ValueError(f"batch: operation {index} needs an op of 1-64 characters")
        if "params" in item and not isinstance(item["params"], Mapping):
            raise ValueError(f"batch: operation {index} has params that are not a dict")
        if "id" in item:
            op_id = item["id"]
            if not isinstance(op_id, str) or not 1 <= len(op_id) <= 128:
                raise ValueError(f"batch: operation {index} has an id that is not a string of 1-128 characters")
            if op_id in ids:
                raise ValueError(f"batch: id {op_id!r} is used twice (ids must be unique over the whole batch)")
            ids.add(op_id)
