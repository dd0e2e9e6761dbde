"""Client of Nameport interface B (/api/partner/v1/*, HMAC-signed requests), standard library only."""
from __future__ import annotations

import http.client
import json
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Callable, Dict, Iterator, List, Optional

from .errors import NameportError, error_from_http
from .signing import WebhookVerificationError, canonical_query, canonical_string, sign_request, verify_webhook

__all__ = ["PartnerClient", "PartnerOutcomeUnknownError", "verify_webhook", "WebhookVerificationError", "canonical_query", "canonical_string", "sign_request"]

JSON = Dict[str, Any]
_V1 = "/api/partner/v1"
_WEBHOOKS = "/api/partner/webhooks"  # no v1 segment (contract 4.3), signed like every partner route
_NOT_SENT = (ConnectionRefusedError, socket.gaierror)  # failures that prove nothing reached the server
_UNSET: Any = object()


class PartnerOutcomeUnknownError(NameportError):
    """A write that was (or may have been) carried out without a definite answer: the connection failed or timed
    out after every retry, or the server answered a 5xx (stored under the Idempotency-Key, README "Partner interface
    (B)"). Never a plain failure: check the outcome, or call again with ``idempotency_key=error.idempotency_key`` —
    the same key returns the first outcome and never writes twice. ``code`` is ``outcome_unknown``."""

    def __init__(self, cause: NameportError, idempotency_key: Optional[str]) -> None:
        retry = f" Retry with idempotency_key={idempotency_key!r} to get its outcome without writing twice." if idempotency_key else ""
        super().__init__(cause.status, "outcome_unknown", f"the outcome of this write is unknown ({cause.code}: {cause.message}); it may have been carried out.{retry}",
                         cause.request_id, cause.retry_after, cause.details)
        self.idempotency_key = idempotency_key
        self.__cause__ = cause


class PartnerClient:
    """Signs every request with the credential (contract 5.2). Retry policy: a read is retried on a network error,
    a timeout, and 429/503 with Retry-After (waited for up to ``max_retry_wait`` seconds); a write the same way with
    the same Idempotency-Key and body bytes (a new nonce each time), so the service carries it out at most once.
    Failures raise NameportError; a write of unknown outcome raises PartnerOutcomeUnknownError."""

    def __init__(self, base_url: str, key_id: str, secret: str, *, timeout: float = 30.0, max_retries: int = 2,
                 max_retry_wait: float = 10.0, clock: Optional[Callable[[], float]] = None,
                 opener: Optional[Callable[..., Any]] = None) -> None:
        parsed = urllib.parse.urlsplit(base_url or "")
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(f"PartnerClient: base_url must be an http(s) URL, got {base_url!r}")
        if not key_id or not secret:
            raise ValueError("PartnerClient: key_id and secret are required")
        self.base_url = base_url.rstrip("/")
        self.key_id, self._secret = key_id, secret
        self.timeout, self.max_retries, self.max_retry_wait = timeout, max_retries, max_retry_wait
        self._clock = clock or time.time
        #: ``opener(request, timeout=...)``: urllib.request.urlopen by default (tests wrap it).
        self._opener = opener or urllib.request.urlopen

    # -- inventory (scope search) ---------------------------------------------------------------------------------
    def search_inventory(self, q: str, limit: Optional[int] = None, tld: Optional[str] = None) -> JSON:
        return self._get("/domains/search", {"q": q, "limit": limit, "tld": tld})

    def get_domain(self, name: str) -> JSON:
        return self._get(f"/domains/{urllib.parse.quote(name, safe='')}")

    def availability(self, domain: str) -> JSON:
        return self._get("/availability", {"domain": domain})

    def pricing(self, domain: str) -> JSON:
        return self._get("/pricing", {"domain": domain})

    # -- quotes, orders, refunds, checkout ------------------------------------------------------------------------
    def create_quote(self, domain: str, *, idempotency_key: Optional[str] = None) -> JSON:
        return self._write("/quotes", {"domain": domain}, idempotency_key)

    def create_order(self, order: JSON, *, idempotency_key: Optional[str] = None) -> JSON:
        """POST /orders, one of the three shapes (README "Partner orders"); always sent with an Idempotency-Key."""
        return self._write("/orders", order, idempotency_key)

    def get_order(self, public_id: str) -> JSON:
        return self._get(f"/orders/{urllib.parse.quote(public_id, safe='')}")

    def list_orders(self, **filters: Any) -> JSON:
        """One page: ``status``, ``domain``, ``from_``/``to`` (ISO 8601), ``limit``, ``cursor``."""
        return self._get("/orders", _filters(filters))

    def all_orders(self, **filters: Any) -> Iterator[JSON]:
        """Every matching order, newest first, following ``page.next_cursor`` (``limit`` is the page size)."""
        return self._pages("/orders", _filters(filters))

    def create_refund(self, order_id: str, reason: str, *, idempotency_key: Optional[str] = None) -> JSON:
        return self._write("/refunds", {"order_id": order_id, "reason": reason}, idempotency_key)

    def create_checkout_session(self, domain: str, return_url: Optional[str] = None, cancel_url: Optional[str] = None, *, idempotency_key: Optional[str] = None) -> JSON:
        body = {k: v for k, v in {"domain": domain, "return_url": return_url, "cancel_url": cancel_url}.items() if v is not None}
        return self._write("/checkout-session", body, idempotency_key)

    # -- brokerage (scope broker; the list: report) ---------------------------------------------------------------
    def brokerage_eligibility(self, domain: str) -> JSON:
        return self._get("/brokerage/eligibility", {"domain": domain})

    def open_brokerage_case(self, case: JSON, *, idempotency_key: Optional[str] = None) -> JSON:
        """``{domain, tier: managed|self_serve, buyer_email, budget, currency?}``."""
        return self._write("/brokerage", case, idempotency_key)

    def get_brokerage_case(self, case_id: str) -> JSON:
        return self._get(f"/brokerage/{urllib.parse.quote(case_id, safe='')}")

    def list_brokerage_cases(self, **filters: Any) -> JSON:
        return self._get("/brokerage", _filters(filters))

    def all_brokerage_cases(self, **filters: Any) -> Iterator[JSON]:
        return self._pages("/brokerage", _filters(filters))

    # -- referral links (scope refer) -----------------------------------------------------------------------------
    def create_link(self, link: JSON, *, idempotency_key: Optional[str] = None) -> JSON:
        """``{kind|target_type, domain?, product?, label?}``."""
        return self._write("/links", link, idempotency_key)

    def list_links(self, **filters: Any) -> JSON:
        return self._get("/links", _filters(filters))

    def all_links(self, **filters: Any) -> Iterator[JSON]:
        return self._pages("/links", _filters(filters))

    # -- reports: from_ inclusive, to exclusive (ISO 8601) --------------------------------------------------------
    def settlements(self, **filters: Any) -> JSON:
        return self._get("/settlements", _filters(filters))

    def transactions(self, **filters: Any) -> JSON:
        return self._get("/transactions", _filters(filters))

    def all_transactions(self, **filters: Any) -> Iterator[JSON]:
        return self._pages("/transactions", _filters(filters))

    def payouts(self, **filters: Any) -> JSON:
        return self._get("/payouts", _filters(filters))

    # -- webhooks and events (scope webhook) ----------------------------------------------------------------------
    def register_webhook(self, url: str, secret: Optional[str] = None, events: Optional[List[str]] = None) -> JSON:
        """PUT /api/partner/webhooks. A new registration without ``secret`` answers a generated one, shown once.
        The route takes no Idempotency-Key: choose ``secret`` yourself if a lost answer must be recoverable."""
        body: JSON = {"url": url}
        if secret is not None:
            body["secret"] = secret
        if events is not None:
            body["events"] = events
        return self._send("PUT", _WEBHOOKS, None, body, write="plain")

    def get_webhook(self) -> JSON:
        return self._send("GET", _WEBHOOKS, None, None)

    def test_webhook(self, *, idempotency_key: Optional[str] = None) -> JSON:
        return self._write("/webhooks/test", {}, idempotency_key)

    def redeliver_event(self, event_id: str, *, idempotency_key: Optional[str] = None) -> JSON:
        return self._write(f"/events/{urllib.parse.quote(event_id, safe='')}/redeliver", {}, idempotency_key)

    def list_events(self, after_id: Optional[str] = None, **filters: Any) -> JSON:
        return self._get("/events", {"after_id": after_id, **_filters(filters)})

    def events_after(self, after_id: Optional[str] = None, **filters: Any) -> Iterator[JSON]:
        """Every event after ``after_id``, oldest first, until caught up with what exists now. Store the last id
        processed and pass it next time: paging by id never skips or repeats an event."""
        while True:
            page = self.list_events(after_id, **filters)
            yield from page["data"]
            if not page["has_more"] or not page["data"] or not page.get("next_after_id"):
                return
            after_id = page["next_after_id"]

    # -- transport ------------------------------------------------------------------------------------------------
    def _get(self, path: str, query: Optional[JSON] = None) -> Any:
        return self._send("GET", _V1 + path, query, None)

    def _write(self, path: str, body: JSON, idempotency_key: Optional[str]) -> Any:
        return self._send("POST", _V1 + path, None, body, write="key", idempotency_key=idempotency_key)

    def _pages(self, path: str, query: JSON) -> Iterator[JSON]:
        seen = set()
        cursor = None
        while True:
            page = self._get(path, {**query, "cursor": cursor})
            yield from page["items"]
            nxt = (page.get("page") or {}).get("next_cursor")
            if not nxt or not page["items"]:
                return
            if nxt in seen:
                raise NameportError(200, "invalid_response", f"{path} answered the cursor {nxt[:100]!r} twice (paging would not end)")
            seen.add(nxt)
            cursor = nxt

    def _send(self, method: str, path: str, query: Optional[JSON], body: Optional[JSON], write: Optional[str] = None, idempotency_key: Optional[str] = None) -> Any:
        key = (idempotency_key or str(uuid.uuid4())) if write == "key" else None
        raw_query = urllib.parse.urlencode([(k, _text(v)) for k, v in (query or {}).items() if v is not None])
        # Serialised once: every retry sends the same bytes, which the stored request under the key is compared to.
        data = b"" if body is None else json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        url = self.base_url + path + (f"?{raw_query}" if raw_query else "")
        signed_path = urllib.parse.urlsplit(url).path
        maybe_sent = False
        attempt = 0
        while True:
            more = attempt < self.max_retries
            attempt += 1
            timestamp, nonce = str(int(self._clock())), str(uuid.uuid4())
            headers = {
                "Accept": "application/json",
                "X-Service-Key-Id": self.key_id,
                "X-Service-Timestamp": timestamp,
                "X-Service-Nonce": nonce,
                "X-Service-Signature": sign_request(self._secret, method, signed_path, raw_query, timestamp, nonce, data),
            }
            if data:
                headers["Content-Type"] = "application/json"
            if key:
                headers["Idempotency-Key"] = key
            request = urllib.request.Request(url, data=data or None, method=method, headers=headers)
            try:
                with self._opener(request, timeout=self.timeout) as response:
                    text = response.read()
                try:
                    return json.loads(text) if text else None
                except ValueError as error:
                    raise NameportError(response.status, "invalid_response", f"the answer is not JSON: {text[:200]!r}") from error
            except urllib.error.HTTPError as answer:
                error = error_from_http(answer.code, {k.lower(): v for k, v in answer.headers.items()}, answer.read())
            except (urllib.error.URLError, OSError, http.client.HTTPException) as failure:
                reason = getattr(failure, "reason", failure)
                timed_out = isinstance(reason, (socket.timeout, TimeoutError))
                if timed_out or not isinstance(reason, _NOT_SENT):
                    maybe_sent = True
                error = NameportError(0, "timeout" if timed_out else "network_error", f"request failed: {reason!r}")
                error.__cause__ = failure
                if more and (write != "plain" or not maybe_sent):
                    time.sleep(min(4.0, 0.25 * 2 ** (attempt - 1)) * (0.75 + random.random() / 2))
                    continue
                raise (PartnerOutcomeUnknownError(error, key) if write and maybe_sent else error) from failure
            # Refused before anything ran (rate limit, a dependency down): come back after Retry-After.
            come_back = error.status in (429, 503) and error.retry_after is not None
            if come_back and more and error.retry_after <= self.max_retry_wait:
                time.sleep(error.retry_after)
                continue
            # Our own earlier attempt still runs under this key: wait, then read its stored answer.
            if key and maybe_sent and error.status == 409 and "still running" in error.message:
                if more:
                    time.sleep(attempt)
                    continue
                raise PartnerOutcomeUnknownError(error, key)
            if write and ((error.status >= 500 and not come_back) or (come_back and maybe_sent)):
                raise PartnerOutcomeUnknownError(error, key)
            raise error


def _text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _filters(filters: JSON) -> JSON:
    # ``from`` is a Python keyword: accepted as ``from_``.
    return {("from" if k == "from_" else k): v for k, v in filters.items()}
