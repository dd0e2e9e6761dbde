"""Tests of the Python partner client (interface B) against a real Nameport sandbox server.

test/sdk-python.test.ts starts the server, creates the credentials and passes them in the environment:
NAMEPORT_BASE_URL, NAMEPORT_PARTNER_KEY_ID/_SECRET (every scope), NAMEPORT_PARTNER_LIMITED_KEY_ID/_SECRET (scope
report; the server's reporting limit is NAMEPORT_PARTNER_REPORT_LIMIT a minute), NAMEPORT_PARTNER_LISTINGS (active
sandbox listings as domain:price:currency, comma-separated) and NAMEPORT_SIGNING_VECTORS (the vectors file).
"""
from __future__ import annotations

import email.message
import io
import json
import os
import threading
import unittest
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List

from nameport import NameportError, PartnerClient, PartnerOutcomeUnknownError, WebhookVerificationError, canonical_string, sign_request, verify_webhook

ENV = os.environ
BASE_URL = ENV.get("NAMEPORT_BASE_URL", "")
BUYER = {"email": "buyer@example.com", "name": "Ada Buyer"}


def setUpModule() -> None:  # noqa: N802 (unittest's name)
    if not BASE_URL or not ENV.get("NAMEPORT_PARTNER_KEY_ID"):
        raise unittest.SkipTest("NAMEPORT_BASE_URL and NAMEPORT_PARTNER_KEY_ID are not set: run through test/sdk-python.test.ts")


_listings: List[List[str]] = []


def take_listing() -> Dict[str, Any]:
    if not _listings:
        _listings.extend(item.split(":") for item in ENV["NAMEPORT_PARTNER_LISTINGS"].split(","))
    domain, price, currency = _listings.pop(0)
    return {"domain": domain, "price": int(price), "currency": currency}


def client(**options: Any) -> PartnerClient:
    return PartnerClient(BASE_URL, ENV["NAMEPORT_PARTNER_KEY_ID"], ENV["NAMEPORT_PARTNER_SECRET"], **options)


class Signing(unittest.TestCase):
    def test_every_vector_gives_its_canonical_string_and_signature(self) -> None:
        with open(ENV["NAMEPORT_SIGNING_VECTORS"], encoding="utf-8") as file:
            vectors = json.load(file)
        self.assertGreaterEqual(len(vectors["vectors"]), 19)
        for v in vectors["vectors"]:
            args = (v["method"], v["path"], v["raw_query"], v["timestamp"], v["nonce"], v["body"])
            self.assertEqual(canonical_string(*args), v["canonical_string"], v["name"])
            self.assertEqual(sign_request(vectors["secret"], *args), v["signature"], v["name"])


class Orders(unittest.TestCase):
    def test_quote_then_order_then_get_order(self) -> None:
        partner, listing = client(), take_listing()
        quote = partner.create_quote(listing["domain"])
        self.assertEqual(quote["price_cents"], listing["price"])
        order = partner.create_order({"quote_id": quote["quote_id"], "external_payment_ref": "pay_py_flow", "buyer": BUYER})
        self.assertEqual(order["status"], "PAID")
        read = partner.get_order(order["public_id"])
        self.assertEqual(read["public_id"], order["public_id"])
        self.assertEqual(read["timeline"][0]["event"], "order.paid")
        self.assertFalse(partner.availability(listing["domain"])["available"])

    def test_all_orders_follows_the_cursor_through_every_page(self) -> None:
        partner = client()
        made = []
        for i in range(3):
            listing = take_listing()
            made.append(partner.create_order({"domain": listing["domain"], "sale_price_cents": listing["price"], "currency": listing["currency"],
                                              "external_payment_ref": f"pay_py_page_{i}", "buyer": BUYER})["public_id"])
        seen = [order["public_id"] for order in partner.all_orders(limit=2)]
        for public_id in made:
            self.assertEqual(seen.count(public_id), 1)
        self.assertEqual(len(seen), len(set(seen)))

    def test_a_lost_answer_is_retried_with_the_same_key_and_gives_one_order(self) -> None:
        keys: List[str] = []
        lose = [True]

        def lossy(request: Any, timeout: float) -> Any:
            keys.append(request.get_header("Idempotency-key"))
            response = urllib.request.urlopen(request, timeout=timeout)
            if lose[0]:
                lose[0] = False
                response.read()
                raise urllib.error.URLError(ConnectionResetError("connection reset after sending"))
            return response

        partner, listing = client(opener=lossy), take_listing()
        body = {"domain": listing["domain"], "sale_price_cents": listing["price"], "currency": listing["currency"], "external_payment_ref": "pay_py_retry", "buyer": BUYER}
        order = partner.create_order(body)
        self.assertEqual(len(keys), 2)
        self.assertEqual(keys[0], keys[1])
        self.assertEqual([o["public_id"] for o in client().list_orders(domain=listing["domain"])["items"]], [order["public_id"]])
        self.assertEqual(client().create_order(body, idempotency_key=keys[0])["public_id"], order["public_id"])

    def test_an_answer_lost_every_time_is_outcome_unknown_with_the_key_to_retry(self) -> None:
        def black_hole(request: Any, timeout: float) -> Any:
            urllib.request.urlopen(request, timeout=timeout).read()
            raise urllib.error.URLError(TimeoutError("timed out"))

        listing = take_listing()
        body = {"domain": listing["domain"], "sale_price_cents": listing["price"], "currency": listing["currency"], "external_payment_ref": "pay_py_unknown", "buyer": BUYER}
        with self.assertRaises(PartnerOutcomeUnknownError) as caught:
            client(opener=black_hole, max_retries=1).create_order(body)
        error = caught.exception
        self.assertIsInstance(error, NameportError)
        self.assertEqual(error.code, "outcome_unknown")
        self.assertIn("may have been carried out", error.message)
        order = client().create_order(body, idempotency_key=error.idempotency_key)
        self.assertEqual(order["status"], "PAID")


class Errors(unittest.TestCase):
    def test_a_refused_signature_is_401_invalid_signature(self) -> None:
        partner = PartnerClient(BASE_URL, ENV["NAMEPORT_PARTNER_KEY_ID"], "sk_not_the_secret")
        with self.assertRaises(NameportError) as caught:
            partner.pricing("example.com")
        self.assertEqual((caught.exception.status, caught.exception.code), (401, "invalid_signature"))
        self.assertRegex(caught.exception.details["canonical_sha256"], r"^[0-9a-f]{64}$")
        self.assertTrue(caught.exception.request_id)

    def test_over_the_reporting_limit_is_429_with_retry_after(self) -> None:
        partner = PartnerClient(BASE_URL, ENV["NAMEPORT_PARTNER_LIMITED_KEY_ID"], ENV["NAMEPORT_PARTNER_LIMITED_SECRET"], max_retries=0)
        error = None
        for _ in range(2 * int(ENV["NAMEPORT_PARTNER_REPORT_LIMIT"]) + 1):  # a minute boundary may reset the count once
            try:
                partner.transactions()
            except NameportError as caught:
                error = caught
                break
        self.assertIsNotNone(error)
        self.assertEqual((error.status, error.code), (429, "rate_limited"))
        self.assertTrue(1 <= error.retry_after <= 60, error.retry_after)


class RetryPolicy(unittest.TestCase):
    """The retry policy on scripted answers (no server): what is retried, and when a write's outcome is unknown."""

    @staticmethod
    def scripted(steps: List[Any]) -> Any:
        sent: List[Dict[str, Any]] = []

        def opener(request: Any, timeout: float) -> Any:
            sent.append(dict(request.header_items()))
            step = steps.pop(0)
            if isinstance(step, BaseException):
                raise step
            status, headers = step
            body = io.BytesIO(json.dumps({"error": {"code": "x", "message": "scripted", "request_id": "req_1"}}).encode())
            raise urllib.error.HTTPError(request.full_url, status, "scripted", email.message.Message() if not headers else _message(headers), body)

        return PartnerClient("http://127.0.0.1:9", "pk_sandbox_abcdef", "sk_test", opener=opener), sent

    def test_429_with_retry_after_is_retried_with_the_same_key_and_a_new_nonce(self) -> None:
        partner, sent = self.scripted([(429, {"Retry-After": "0"}), (500, None)])
        with self.assertRaises(PartnerOutcomeUnknownError) as caught:
            partner.create_quote("a.com")
        self.assertEqual(len(sent), 2)
        self.assertEqual(sent[0]["Idempotency-key"], sent[1]["Idempotency-key"])
        self.assertNotEqual(sent[0]["X-service-nonce"], sent[1]["X-service-nonce"])
        self.assertEqual((caught.exception.status, caught.exception.idempotency_key), (500, sent[0]["Idempotency-key"]))

    def test_a_long_retry_after_is_returned_not_waited_for(self) -> None:
        partner, sent = self.scripted([(429, {"Retry-After": "45"})])
        with self.assertRaises(NameportError) as caught:
            partner.pricing("a.com")
        self.assertEqual((caught.exception.status, caught.exception.retry_after, len(sent)), (429, 45, 1))

    def test_a_refused_connection_is_a_plain_network_error(self) -> None:
        partner, _ = self.scripted([urllib.error.URLError(ConnectionRefusedError("refused"))] * 3)
        with self.assertRaises(NameportError) as caught:
            partner.create_quote("a.com")
        self.assertNotIsInstance(caught.exception, PartnerOutcomeUnknownError)
        self.assertEqual(caught.exception.code, "network_error")


def _message(headers: Dict[str, str]) -> email.message.Message:
    message = email.message.Message()
    for name, value in headers.items():
        message[name] = value
    return message


class Receiver(BaseHTTPRequestHandler):
    received: List[Dict[str, Any]] = []

    def do_POST(self) -> None:  # noqa: N802
        body = self.rfile.read(int(self.headers.get("content-length", "0")))
        Receiver.received.append({"headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


class Webhooks(unittest.TestCase):
    def test_verify_webhook_accepts_a_real_delivery_and_refuses_tampering_and_old_timestamps(self) -> None:
        server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            partner = client()
            registration = partner.register_webhook(f"http://127.0.0.1:{server.server_address[1]}/hook", events=["order.*"])
            secret = registration["secret"]
            fired = partner.test_webhook()
            self.assertEqual(fired["delivery"]["status"], "delivered")
            delivery = Receiver.received[-1]
            headers, body = delivery["headers"], delivery["body"]
            event = verify_webhook(body, headers, secret)
            self.assertEqual((event["type"], event["id"]), ("ping", fired["event_id"]))
            service_only = {k: v for k, v in headers.items() if not k.startswith("webhook-")}
            self.assertEqual(verify_webhook(body.decode("utf-8"), service_only, secret)["id"], event["id"])
            sent_at = int(headers["webhook-timestamp"])
            refusals = [
                (body.replace(b'"ping"', b'"pong"'), headers, {}, "invalid_signature"),
                (body, service_only, {"now": sent_at + 301}, "timestamp_out_of_tolerance"),
                (body, {}, {}, "missing_headers"),
            ]
            for payload, hdrs, options, reason in refusals:
                with self.assertRaises(WebhookVerificationError) as caught:
                    verify_webhook(payload, hdrs, secret, **options)
                self.assertEqual(caught.exception.reason, reason)
            self.assertEqual(verify_webhook(body, headers, secret, now=sent_at + 300)["id"], event["id"])
            self.assertIn(event["id"], [e["id"] for e in partner.events_after()])
        finally:
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    unittest.main()
