"""Tests of the Python SDK against a real Nameport server (sandbox data).

    NAMEPORT_BASE_URL=http://127.0.0.1:3000 PYTHONPATH=sdk/python python3 -m unittest discover -s sdk/python/tests

The server is started by test/sdk-python.test.ts in the repository's suite; any sandbox server works
(`npm start`), as long as its WHOIS quota for 127.0.0.1 is unused today (the quota test spends it).
"""
from __future__ import annotations

import math
import os
import socket
import threading
import unittest
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional

from nameport import BATCH_LIMIT, Nameport, NameportError

BASE_URL = os.environ.get("NAMEPORT_BASE_URL", "")


def setUpModule() -> None:  # noqa: N802 (unittest's name)
    if not BASE_URL:
        raise unittest.SkipTest("NAMEPORT_BASE_URL is not set: these tests need a running Nameport sandbox server")


class Recorder:
    """Records every request a client makes (wraps its transport)."""

    def __init__(self, client: Nameport) -> None:
        self.calls: List[Dict[str, Any]] = []
        original = client._open

        def recording(method: str, path: str, **kwargs: Any) -> Any:
            self.calls.append({"method": method, "path": path, **kwargs})
            return original(method, path, **kwargs)

        client._open = recording  # type: ignore[method-assign]


class GatedProxy:
    """Forwards POST /api/domain/search to the real server, handing over the first line (the header) and then
    holding the rest back until `gate` is set (or 5 s pass, which marks `read_past_header`)."""

    def __init__(self, upstream: str) -> None:
        self.gate = threading.Event()
        self.read_past_header = False
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                request = urllib.request.Request(upstream + self.path, data=body, method="POST", headers={"content-type": "application/json"})
                with urllib.request.urlopen(request, timeout=10) as response:
                    self.send_response(response.status)
                    self.send_header("content-type", response.headers.get("content-type", ""))
                    self.end_headers()  # HTTP/1.0: no length, the body ends when the connection closes
                    first = response.readline()
                    half = len(first) // 2
                    self.wfile.write(first[:half])
                    self.wfile.flush()
                    self.wfile.write(first[half:])
                    self.wfile.flush()
                    if not proxy.gate.wait(5):
                        proxy.read_past_header = True
                        return
                    for line in response:
                        self.wfile.write(line)
                        self.wfile.flush()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def closed_port() -> int:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    return port


class ClientTest(unittest.TestCase):
    client: Nameport

    def setUp(self) -> None:
        self.client = Nameport(BASE_URL)

    def assert_error(self, call: Any, status: int, code: str) -> NameportError:
        with self.assertRaises(NameportError) as caught:
            call()
        error = caught.exception
        self.assertEqual((error.status, error.code), (status, code), str(error))
        return error


class SearchTest(ClientTest):
    def test_stream_events_in_contract_order(self) -> None:
        events = list(self.client.search_stream("py-stream-order.com"))
        kinds = [e["kind"] for e in events]
        self.assertEqual(kinds[0], "header")
        self.assertEqual(kinds[-1], "done")
        header = events[0]
        self.assertEqual(header["primary"], "py-stream-order.com")
        rows = [e for e in events if e["kind"] == "row"]
        self.assertEqual({r["domain"] for r in rows}, set(header["domains"]))
        primary_at = next(i for i, e in enumerate(events) if e["kind"] == "row" and e["domain"] == header["primary"])
        self.assertEqual(kinds[primary_at + 1], "primary_done")
        self.assertEqual(events[-1]["count"], len(rows))

    def test_stream_is_read_incrementally(self) -> None:
        proxy = GatedProxy(BASE_URL)
        try:
            kinds = []
            for event in Nameport(proxy.base_url).search_stream("py-incremental.com"):
                kinds.append(event["kind"])
                if event["kind"] == "header":
                    proxy.gate.set()
            self.assertFalse(proxy.read_past_header, "the SDK read past the header line before yielding the header")
            self.assertEqual(kinds[0], "header")
            self.assertEqual(kinds[-1], "done")
            self.assertGreaterEqual(kinds.count("row"), 2)
        finally:
            proxy.close()

    def test_leaving_the_stream_early_closes_it(self) -> None:
        stream = self.client.search_stream("py-early.com")
        self.assertEqual(next(stream)["kind"], "header")
        stream.close()
        with self.assertRaises(StopIteration):
            next(stream)

    def test_search_domain_rows(self) -> None:
        rows = self.client.search_domain("py-rows.com")
        self.assertEqual(len(rows), 10)
        self.assertIn("py-rows.com", [r["domain"] for r in rows])
        self.assertTrue(all(r["kind"] == "row" and r["price"]["currency"] == "USD" for r in rows))
        self.assertEqual([r["domain"] for r in self.client.search_domain("py-rows.net", include_alternates=False)], ["py-rows.net"])
        listed = self.client.market_listings(limit=1)["items"][0]
        (row,) = self.client.search_domain(listed["domain"], include_alternates=False)
        self.assertEqual(row["state"], "for_sale")
        self.assertIsNone(row["listing"]["price_cents"])

    def test_bearer_token_is_sent_on_search_only(self) -> None:
        client = Nameport(BASE_URL, access_token="not-a-real-token")
        recorder = Recorder(client)
        error = self.assert_error(lambda: client.search_domain("py-token.com"), 401, "unauthorized")
        self.assertTrue(error.request_id)
        client.tld_price("com", "register")
        client.tld_requirements("com")
        client.market_listings(limit=1)
        client.batch([{"op": "tld_registration_price", "params": {"tld": "com"}}])
        self.assertEqual(recorder.calls[0]["headers"], {"authorization": "Bearer not-a-real-token"})
        for call in recorder.calls[1:]:
            self.assertNotIn("authorization", call.get("headers") or {}, call["path"])


class ReadsTest(ClientTest):
    def test_tld_price_and_requirements(self) -> None:
        self.assertEqual(self.client.tld_price("com", "register"), {"tld": "com", "op": "register", "priceCents": 1217})
        self.assertEqual(self.client.tld_price(".COM")["op"], "transfer")
        nl = self.client.tld_requirements("nl")
        self.assertEqual((nl["tld"], nl["source"]), ("nl", "rtr"))

    def test_whois_idempotency_not_found_and_quota(self) -> None:
        recorder = Recorder(self.client)
        first = self.client.whois_lookup("google.com", idempotency_key="py-key-1")
        self.assertEqual(first["lookup"]["domain"], "google.com")
        self.assertEqual(first["lookup"]["result"]["raw_source"], "RDAP")
        self.assertEqual(first["cap"], 10)
        replay = self.client.whois_lookup("google.com", idempotency_key="py-key-1")
        self.assertEqual(replay["lookup"]["id"], first["lookup"]["id"])
        self.assertEqual(replay["used"], first["used"])
        self.assertEqual(recorder.calls[0]["headers"], {"idempotency-key": "py-key-1"})
        self.assert_error(lambda: self.client.whois_lookup("py-no-such-name.com"), 404, "not_found")
        limited: Optional[NameportError] = None
        for _ in range(11):
            try:
                self.client.whois_lookup("google.com")
            except NameportError as error:
                limited = error
                break
        self.assertIsNotNone(limited, "the quota never ran out")
        assert limited is not None
        self.assertEqual((limited.status, limited.code), (429, "rate_limited"))
        self.assertIsNotNone(limited.retry_after)
        self.assertTrue(0 < (limited.retry_after or 0) <= 86400, limited.retry_after)
        self.assertEqual((limited.details or {}).get("cap"), 10)
        self.assertTrue(limited.request_id)

    def test_errors_400_and_404(self) -> None:
        error = self.assert_error(lambda: self.client.search_domain("not a domain!"), 400, "validation_error")
        self.assertTrue(error.request_id)
        self.assertIsNone(error.retry_after)
        self.assert_error(lambda: self.client.tld_price("com", "bogus"), 400, "validation_error")
        self.assert_error(lambda: self.client.tld_requirements("notarealtld"), 404, "not_found")
        self.assert_error(lambda: self.client.market_listings(limit=1, cursor="garbage"), 400, "validation_error")

    def test_timeout_and_network_error(self) -> None:
        # A server that accepts connections (the kernel's backlog) and never answers.
        silent = socket.socket()
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        try:
            slow = Nameport(f"http://127.0.0.1:{silent.getsockname()[1]}", timeout=0.3)
            self.assert_error(lambda: slow.tld_price("com"), 0, "timeout")
            self.assert_error(lambda: list(slow.search_stream("a.com")), 0, "timeout")
        finally:
            silent.close()
        self.assert_error(lambda: Nameport(f"http://127.0.0.1:{closed_port()}").tld_price("com"), 0, "network_error")


class ListingsTest(ClientTest):
    def test_one_page(self) -> None:
        page = self.client.market_listings({"limit": 5})
        self.assertEqual(len(page["items"]), 5)
        self.assertGreaterEqual(page["page"]["total"], 5000)
        self.assertIsInstance(page["page"]["next_cursor"], str)

    def test_list_all_follows_the_cursor_across_pages(self) -> None:
        total = self.client.market_listings(q="brew", limit=1)["page"]["total"]
        self.assertGreaterEqual(total, 4)
        limit = math.ceil(total / 4)
        recorder = Recorder(self.client)
        listings = list(self.client.list_all_listings(q="brew", sort="length", limit=limit))
        self.assertEqual(len(listings), total)
        self.assertEqual(len({item["domain"] for item in listings}), total)
        self.assertGreaterEqual(len(recorder.calls), 3)
        self.assertNotIn("cursor", recorder.calls[0]["query"])
        for call in recorder.calls[1:]:
            self.assertTrue(call["query"]["cursor"])
            self.assertEqual(call["query"]["q"], "brew")
        lengths = [item["length"] for item in listings]
        self.assertEqual(lengths, sorted(lengths))

    def test_leaving_early_stops_paging(self) -> None:
        recorder = Recorder(self.client)
        for _ in self.client.list_all_listings(limit=3):
            break
        self.assertEqual(len(recorder.calls), 1)


class BatchTest(ClientTest):
    def test_45_operations_in_3_requests_results_in_order(self) -> None:
        tlds = ["com", "net", "org", "io", "nl"]
        operations: List[Dict[str, Any]] = []
        for i in range(45):
            tld = tlds[i % len(tlds)]
            if i == 30:
                operations.append({"id": f"op-{i}", "op": "tld_registration_price", "params": {"tld": tld, "op": "bogus"}})
            elif i % 9 == 4:
                operations.append({"id": f"op-{i}", "op": "search_domain", "params": {"q": f"py-batch-{i}.{tld}", "include_alternates": False}})
            elif i % 3 == 0:
                operations.append({"id": f"op-{i}", "op": "tld_requirements", "params": {"tld": tld}})
            else:
                operations.append({"id": f"op-{i}", "op": "tld_registration_price", "params": {"tld": tld, "op": "register"}})
        recorder = Recorder(self.client)
        answer = self.client.batch(operations)
        self.assertEqual([len(c["body"]["operations"]) for c in recorder.calls], [20, 20, 5])
        self.assertTrue(all(c["method"] == "POST" and c["path"] == "/api/batch" for c in recorder.calls))
        self.assertEqual((answer["count"], answer["failed"]), (45, 1))
        self.assertEqual([r["id"] for r in answer["results"]], [o["id"] for o in operations])
        self.assertEqual(answer["results"][30]["status"], 400)
        self.assertEqual(answer["results"][30]["body"]["error"]["code"], "validation_error")
        self.assertEqual(answer["results"][1]["body"], self.client.tld_price("net", "register"))
        self.assertEqual(answer["results"][4]["body"]["primary"], "py-batch-4.nl")
        self.assertEqual(BATCH_LIMIT, 20)

        before = len(recorder.calls)
        with self.assertRaises(ValueError):
            self.client.batch(operations[:25] + [{"id": "op-0", "op": "tld_requirements", "params": {"tld": "com"}}])
        self.assertEqual(len(recorder.calls), before)


if __name__ == "__main__":
    unittest.main()
