"""Clients for Nameport interface A (Nameport) and interface B (PartnerClient), standard library only."""
from .client import BATCH_LIMIT, DEFAULT_TIMEOUT, Nameport
from .errors import NameportError
from .partner import PartnerClient, PartnerOutcomeUnknownError
from .signing import WEBHOOK_TOLERANCE_SECONDS, WebhookVerificationError, canonical_query, canonical_string, sign_request, verify_webhook

__all__ = [
    "Nameport", "NameportError", "BATCH_LIMIT", "DEFAULT_TIMEOUT",
    "PartnerClient", "PartnerOutcomeUnknownError", "verify_webhook", "WebhookVerificationError", "WEBHOOK_TOLERANCE_SECONDS",
    "canonical_query", "canonical_string", "sign_request",
]
__version__ = "1.0.0"
