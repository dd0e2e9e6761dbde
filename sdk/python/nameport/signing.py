"""Partner request signing (contract 5.2) and webhook verification (README "Webhooks and events"), stdlib only."""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import re
import time
import urllib.parse
from typing import Any, Dict, Mapping, Optional, Union

#: Default tolerance between a delivery's timestamp and now, either way (README "Webhooks and events": 5 minutes).
WEBHOOK_TOLERANCE_SECONDS = 300


def _utf16_order(text: str) -> bytes:
    # The vectors sort in UTF-16 code-unit order (JavaScript's default); big-endian UTF-16 bytes compare the same way.
    return text.encode("utf-16-be", errors="surrogatepass")


def _encode(text: str) -> str:
    # encodeURIComponent plus ! ' ( ) *: only RFC 3986 unreserved characters stay, hex in upper case.
    return urllib.parse.quote(text, safe="-_.~")


def canonical_query(raw_query: str) -> str:
    """Pairs form-decoded as the server reads them ('+' is a space, a key without '=' has an empty value), sorted by
    key then value, re-encoded and joined with '&'."""
    pairs = urllib.parse.parse_qsl(raw_query, keep_blank_values=True)
    pairs.sort(key=lambda pair: (_utf16_order(pair[0]), _utf16_order(pair[1])))
    return "&".join(f"{_encode(key)}={_encode(value)}" for key, value in pairs)


def canonical_string(method: str, path: str, raw_query: str, timestamp: str, nonce: str, body: Union[str, bytes] = b"") -> str:
    """The six signed lines: METHOD, path, canonical query, timestamp, nonce, hex SHA-256 of the body bytes."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    return "\n".join([method.upper(), path, canonical_query(raw_query), timestamp, nonce, hashlib.sha256(data).hexdigest()])


def sign_request(secret: str, method: str, path: str, raw_query: str, timestamp: str, nonce: str, body: Union[str, bytes] = b"") -> str:
    """``v1=`` + lowercase hex HMAC-SHA256 of the canonical string, keyed with the secret's UTF-8 bytes."""
    text = canonical_string(method, path, raw_query, timestamp, nonce, body)
    return "v1=" + hmac.new(secret.encode("utf-8"), text.encode("utf-8"), hashlib.sha256).hexdigest()


class WebhookVerificationError(Exception):
    """A delivery that is not ours or not intact. ``reason``: missing_headers, invalid_timestamp,
    timestamp_out_of_tolerance, invalid_signature or invalid_payload."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def _header(headers: Mapping[str, Any], name: str) -> Optional[str]:
    getter = getattr(headers, "get_all", None)  # email.message.Message / http.client.HTTPMessage
    if getter is not None:
        values = getter(name)
        return " ".join(values) if values else None
    for key, value in headers.items():
        if key.lower() == name:
            return " ".join(value) if isinstance(value, (list, tuple)) else value
    return None


def _key_of(secret: str) -> bytes:
    # Standard Webhooks' reading of a secret: base64 after whsec_; a secret a partner chose without it: its UTF-8 bytes.
    return base64.b64decode(secret[6:]) if secret.startswith("whsec_") else secret.encode("utf-8")


def verify_webhook(payload: Union[bytes, str], headers: Mapping[str, Any], secret: str, tolerance_seconds: int = WEBHOOK_TOLERANCE_SECONDS, now: Optional[float] = None) -> Dict[str, Any]:
    """Verifies a delivery of our webhooks and returns its event (``{id, type, created_at, sequence, data}``).

    ``payload`` is the raw body as received. Reads the Standard Webhooks headers (``webhook-id``,
    ``webhook-timestamp``, ``webhook-signature``: ``v1,<base64>``) or, without them, the service's own
    (``X-Service-Event-Id``, ``X-Service-Timestamp``, ``X-Service-Signature``: ``v1=<hex>``); both are HMAC-SHA256 of
    ``{id}.{timestamp}.{body}``. Several space-separated signatures (a secret rotation): one match is enough.
    Raises :class:`WebhookVerificationError`.
    """
    standard = _header(headers, "webhook-signature") is not None
    event_id = _header(headers, "webhook-id" if standard else "x-service-event-id")
    timestamp = _header(headers, "webhook-timestamp" if standard else "x-service-timestamp")
    signatures = _header(headers, "webhook-signature" if standard else "x-service-signature")
    if not event_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing_headers", "not a Nameport webhook: the id, timestamp or signature header is missing")
    if not re.fullmatch(r"[0-9]{1,12}", timestamp):
        raise WebhookVerificationError("invalid_timestamp", f"the webhook timestamp {timestamp[:40]!r} is not Unix seconds")
    age = int(time.time() if now is None else now) - int(timestamp)
    if abs(age) > tolerance_seconds:
        raise WebhookVerificationError("timestamp_out_of_tolerance", f"the webhook timestamp is {age} s away from now (tolerance {tolerance_seconds} s)")
    body = payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)
    expected = hmac.new(_key_of(secret), f"{event_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256).digest()
    pattern = r"v1,([A-Za-z0-9+/=]+)" if standard else r"v1=([0-9a-f]{64})"
    for value in signatures.split(" "):
        match = re.fullmatch(pattern, value)
        if not match:
            continue
        try:
            given = base64.b64decode(match.group(1)) if standard else bytes.fromhex(match.group(1))
        except ValueError:
            continue
        if hmac.compare_digest(given, expected):
            break
    else:
        raise WebhookVerificationError("invalid_signature", "the webhook signature does not match this secret and body")
    try:
        event = json.loads(body.decode("utf-8"))
    except ValueError as error:
        raise WebhookVerificationError("invalid_payload", "the webhook body is not JSON") from error
    return event
