"""Tests of the Python SDK against small local servers that misbehave (no Nameport server needed).

    PYTHONPATH=sdk/python python3 -m unittest discover -s sdk/python/tests
"""
from __future__ import annotations

import json
import threading
import time
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List

from nameport import Nameport, NameportError
from nameport.errors import parse_retry_after

Handler = Callable[[BaseHTTPRequestHandler, Dict[str, Any]], None]


class FakeServer:
    """An HTTP/1.1 server on 127.0.0.1 answering every request with ``handle(request, state)``; ``state["calls"]``
    lists each request as ``(method, path, headers, body)``."""

    def __init__(self, handle: Handler) -> None:
        self.state: Dict[str, Any] = {"calls": []}
        state = self.state

        class RequestHandler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _any(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length)) if length else None
                state["calls"].append((self.command, self.path, dict(self.headers), body))
                try:
                    handle(self, state)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True

            do_GET = do_POST = _any  # noqa: N815

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), RequestHandler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def send_json(request: BaseHTTPRequestHandler, value: Any, status: int = 200) -> None:
    data = json.dumps(value).encode()
    request.send_response(status)
    request.send_header("content-type", "application/json")
    request.send_header("content-length", str(len(data)))
    request.end_headers()
    request.wfile.write(data)


def send_chunk(request: BaseHTTPRequestHandler, data: bytes) -> None:
    request.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
    request.wfile.flush()


class FakeServerTest(unittest.TestCase):
    def serve(self, handle: Handler) -> FakeServer:
        server = FakeServer(handle)
        self.addCleanup(server.close)
        return server

    def assert_error(self, call: Callable[[], Any], code: str) -> NameportError:
        with self.assertRaises(NameportError) as caught:
            call()
        self.assertEqual(caught.exception.code, code, repr(caught.exception))
        return caught.exception


class PagingTest(FakeServerTest):
    def test_a_repeated_cursor_is_invalid_response_not_an_endless_loop(self) -> None:
        server = self.serve(lambda r, s: send_json(r, {"items": [{"domain": "loop.com"}], "page": {"limit": 1, "offset": 0, "total": 99, "has_more": True, "next_cursor": "same"}}))
        seen: List[Any] = []

        def page_all() -> None:
            for item in Nameport(server.base_url).list_all_listings(limit=1):
                seen.append(item)
                if len(seen) > 20:
                    self.fail("list_all_listings kept paging on a repeated cursor")

        self.assert_error(page_all, "invalid_response")
        self.assertEqual(len(seen), 2)
        self.assertEqual(len(server.state["calls"]), 2)


def batch_answer(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
    operations = state["calls"][-1][3]["operations"]
    if len(state["calls"]) == state.get("fail_call"):
        send_json(request, {"error": {"code": "internal_error", "message": "boom", "request_id": "req-3"}}, 500)
        return
    send_json(request, {"results": [{"id": o.get("id"), "op": o["op"], "status": 200, "body": {}} for o in operations], "count": len(operations), "failed": 0})


class BatchTest(FakeServerTest):
    def test_the_whole_list_is_checked_before_anything_is_sent(self) -> None:
        server = self.serve(batch_answer)
        client = Nameport(server.base_url)
        good = [{"id": f"g-{i}", "op": "tld_requirements", "params": {"tld": "com"}} for i in range(25)]
        bad: List[Any] = [
            {"id": "x", "op": "tld_requirements", "extra": 1},
            {"id": None, "op": "tld_requirements"},
            {"id": "", "op": "tld_requirements"},
            {"id": "i" * 129, "op": "tld_requirements"},
            {"id": 7, "op": "tld_requirements"},
            {"op": "o" * 65},
            {"op": 42},
            {"op": "tld_requirements", "params": "com"},
            {"op": "tld_requirements", "params": None},
            {"op": "tld_requirements", "params": ["com"]},
            {"id": "g-3", "op": "tld_requirements"},
            ["tld_requirements"],
        ]
        for item in bad:
            with self.subTest(item=repr(item)[:60]):
                with self.assertRaises(ValueError):
                    client.batch(good + [item])
                with self.assertRaises(ValueError):
                    client.batch([item] + good)
        self.assertEqual(server.state["calls"], [])
        edge = good + [{"id": "i" * 128, "op": "o" * 64, "params": {}}, {"op": "tld_requirements"}]
        self.assertEqual(client.batch(edge)["count"], 27)

    def test_a_later_request_failing_carries_the_results_so_far(self) -> None:
        server = self.serve(batch_answer)
        server.state["fail_call"] = 3
        operations = [{"id": f"p-{i}", "op": "tld_requirements", "params": {"tld": "com"}} for i in range(45)]
        error = self.assert_error(lambda: Nameport(server.base_url).batch(operations), "internal_error")
        self.assertEqual((error.status, error.request_id, error.chunk_offset), (500, "req-3", 40))
        self.assertEqual([r["id"] for r in error.partial_results or []], [o["id"] for o in operations[:40]])
        self.assertEqual(len(server.state["calls"]), 3)
        server.state["calls"].clear()
        server.state["fail_call"] = 1
        first = self.assert_error(lambda: Nameport(server.base_url).batch(operations), "internal_error")
        self.assertEqual((first.partial_results, first.chunk_offset), ([], 0))


class NetworkFailureTest(FakeServerTest):
    def test_a_chunked_stream_cut_midway_is_a_nameport_error(self) -> None:
        def cut(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            request.send_response(200)
            request.send_header("content-type", "application/x-ndjson")
            request.send_header("transfer-encoding", "chunked")
            request.end_headers()
            send_chunk(request, b'{"kind":"header","domains":["a.com"]}\n')
            request.wfile.write(b"40\r\n{\"kind\":\"row\"")  # a chunk announced as 64 bytes, cut after 13
            request.wfile.flush()

        server = self.serve(cut)
        kinds: List[str] = []

        def read() -> None:
            for event in Nameport(server.base_url).search_stream("a.com"):
                kinds.append(event["kind"])

        with self.assertRaises(NameportError) as caught:
            read()
        self.assertIn(caught.exception.code, ("network_error", "incomplete_stream"), repr(caught.exception))
        self.assertEqual(kinds, ["header"])

    def test_a_truncated_json_body_is_a_nameport_error(self) -> None:
        def truncated(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            request.send_response(200)
            request.send_header("content-type", "application/json")
            request.send_header("content-length", "100")
            request.end_headers()
            request.wfile.write(b'{"tld":"com","op":')

        server = self.serve(truncated)
        self.assert_error(lambda: Nameport(server.base_url).tld_price("com"), "network_error")

    def test_a_truncated_error_body_still_gives_the_status(self) -> None:
        def truncated(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            request.send_response(503)
            request.send_header("content-length", "100")
            request.end_headers()
            request.wfile.write(b'{"error":')

        server = self.serve(truncated)
        error = self.assert_error(lambda: Nameport(server.base_url).tld_price("com"), "http_error")
        self.assertEqual(error.status, 503)

    def test_invalid_utf8_is_invalid_response(self) -> None:
        def latin(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            request.send_response(200)
            request.send_header("content-length", "4")
            request.end_headers()
            request.wfile.write(b'"\xff\xfe"')

        server = self.serve(latin)
        self.assert_error(lambda: Nameport(server.base_url).tld_price("com"), "invalid_response")

    def test_retry_after_accepts_ascii_digits_only(self) -> None:
        self.assertEqual(parse_retry_after("120"), 120)
        for value in ["\u0661\u0662", "\u00b2", "1.5", "-3", "tomorrow"]:
            self.assertIsNone(parse_retry_after(value), value)


class DeadlineTest(FakeServerTest):
    @staticmethod
    def trickle(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
        request.send_response(200)
        request.send_header("content-type", "application/x-ndjson")
        request.send_header("transfer-encoding", "chunked")
        request.end_headers()
        for _ in range(60):  # one byte every 100 ms, never a newline: 6 s at most
            send_chunk(request, b" ")
            time.sleep(0.1)

    def test_the_timeout_bounds_a_whole_trickling_stream(self) -> None:
        server = self.serve(self.trickle)
        started = time.monotonic()
        self.assert_error(lambda: list(Nameport(server.base_url, timeout=0.5).search_stream("a.com")), "timeout")
        self.assertLess(time.monotonic() - started, 2.0)
        started = time.monotonic()
        self.assert_error(lambda: Nameport(server.base_url).tld_price("com", timeout=0.5), "timeout")
        self.assertLess(time.monotonic() - started, 2.0)

    def test_timeout_zero_or_none_is_no_deadline(self) -> None:
        def slow(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            time.sleep(0.3)
            send_json(request, {"tld": "com", "op": "register", "priceCents": 1})

        server = self.serve(slow)
        for timeout in (0, None, float("inf")):
            self.assertEqual(Nameport(server.base_url, timeout=timeout).tld_price("com")["priceCents"], 1)
            self.assertEqual(Nameport(server.base_url).tld_price("com", timeout=timeout)["priceCents"], 1)
        with self.assertRaises(ValueError):
            Nameport(server.base_url).tld_price("com", timeout=-1)


class TransportTest(FakeServerTest):
    def test_redirects_are_not_followed_with_the_token(self) -> None:
        def redirect(request: BaseHTTPRequestHandler, state: Dict[str, Any]) -> None:
            if request.path.startswith("/elsewhere"):
                send_json(request, {"kind": "done", "count": 0})
                return
            request.send_response(303)
            request.send_header("location", "/elsewhere")
            request.send_header("content-length", "0")
            request.end_headers()

        server = self.serve(redirect)
        error = self.assert_error(lambda: list(Nameport(server.base_url, access_token="secret").search_stream("a.com")), "http_error")
        self.assertEqual(error.status, 303)
        self.assertEqual([call[1] for call in server.state["calls"]], ["/api/domain/search"])

    def test_headers_merge_case_insensitively(self) -> None:
        server = self.serve(lambda r, s: send_json(r, {"tld": "com"}))
        Nameport(server.base_url, headers={"Accept": "text/html", "User-Agent": "me"}).tld_requirements("com")
        headers = {k.lower(): v for k, v in server.state["calls"][0][2].items()}
        self.assertEqual((headers["accept"], headers["user-agent"]), ("application/json", "me"))
        self.assertEqual(sum(1 for k in server.state["calls"][0][2] if k.lower() == "accept"), 1)


if __name__ == "__main__":
    unittest.main()
