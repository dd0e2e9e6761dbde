"""Client for Nameport interface A (standard library only)."""
from .client import BATCH_LIMIT, DEFAULT_TIMEOUT, Nameport
from .errors import NameportError

__all__ = ["Nameport", "NameportError", "BATCH_LIMIT", "DEFAULT_TIMEOUT"]
__version__ = "1.0.0"
