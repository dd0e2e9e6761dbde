from __future__ import annotations

import email.utils
import json
import time
from typing import Any, Dict, List, Mapping, Optional


class NameportError(Exception):
    """Every failure of a call.

    From the server: ``status`` is the HTTP status and ``code`` its error code (``validation_error``,
    ``not_found``, ``rate_limited``, ...). Without an answer: ``status`` 0 and ``code`` ``timeout`` or
    ``network_error`` (the original exception is ``__cause__``). ``incomplete_stream``: a search stream ended
    before its ``done`` line; ``invalid_response``: an answer that is not the JSON the endpoint documents.
    """

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str] = None,
        retry_after: Optional[int] = None,
        details: Optional[Dict[str, Any]] = None,
        partial_results: Optional[List[Dict[str, Any]]] = None,
        chunk_offset: Optional[int] = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        #: The server's request id (body ``error.request_id``, else the X-Request-Id header).
        self.request_id = request_id
        #: Seconds to wait before retrying, from Retry-After (on 429 ``rate_limited``); None otherwise.
        self.retry_after = retry_after
        #: The error's ``details`` object when the server sent one (the WHOIS quota: used, cap, remaining, resets_at).
        self.details = details
        #: ``batch`` only: the results of the requests before the failing one (those operations ran); else None.
        self.partial_results = partial_results
        #: ``batch`` only: the index of the failing request's first operation (= ``len(partial_results)``); else None.
        self.chunk_offset = chunk_offset

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.message}"

    def __repr__(self) -> str:
        return f"NameportError(status={self.status!r}, code={self.code!r}, request_id={self.request_id!r}, retry_after={self.retry_after!r})"


def parse_retry_after(value: Optional[str], now: Optional[float] = None) -> Optional[int]:
    """Retry-After as seconds: delta-seconds or an HTTP date (RFC 9110 10.2.3); None when absent or unreadable."""
    if value is None or value.strip() == "":
        return None
    text = value.strip()
    if text.isascii() and text.isdigit():
        return int(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    delta = when.timestamp() - (time.time() if now is None else now)
    return max(0, int(-(-delta // 1)))


def error_from_http(status: int, headers: Mapping[str, str], body: bytes) -> NameportError:
    """The NameportError for a non-2xx answer (tolerates a body that is not our JSON error)."""
    text = body.decode("utf-8", errors="replace")
    error: Any = None
    try:
        parsed = json.loads(text)
        if isinstance(parsed, dict):
            error = parsed.get("error")
    except ValueError:
        pass
    valid = isinstance(error, dict) and isinstance(error.get("code"), str)
    request_id = error.get("request_id") if valid and isinstance(error.get("request_id"), str) else None
    details = error.get("details") if valid and isinstance(error.get("details"), dict) else None
    message = error.get("message") if valid and isinstance(error.get("message"), str) else f"HTTP {status}: {text[:200]}"
    return NameportError(
        status=status,
        code=error["code"] if valid else "http_error",
        message=message,
        request_id=request_id or headers.get("x-request-id"),
        retry_after=parse_retry_after(headers.get("retry-after")),
        details=details,
    )
