#!/usr/bin/env python3
"""A small HTTP server on 127.0.0.1 for the HTTP client tests.

Prints the chosen port on the first line of stdout, then serves until stdin closes or it gets
SIGTERM or SIGINT; then it stops accepting, closes its socket and exits with status 0. A client
that hangs up before its answer is written (a test's timeout, a cancelled request) is no error:
the answer is dropped quietly, and stderr stays empty. Routes:
  /fixtures/<name>   the file Scenarios/fixtures/<name> (200), 404 if absent
  /status/<code>     an empty body with that status
  /slow/<ms>         waits <ms> milliseconds, then answers 200 "slow"
  /echo              200 with a JSON object {"path": ..., "query": {...}} of the request
  /garbage           200 with a body that is not JSON
  /redirect/same-origin?...   302 to /echo on the same host and port, the query kept
  /redirect/other-host?...    302 to /echo on "localhost" (another host name for this server),
                              the query kept: a client that follows it sends the query there
  /large/<bytes>     200 with that many bytes, announced by Content-Length
  /large-unannounced/<bytes>  200 with that many bytes, no Content-Length (the connection
                              closes at the end), so only counting reveals the size
  /seen              200 with a JSON list of the requests received so far:
                     [{"host": <Host header>, "path": ..., "query": {...}}, ...]
  anything else      answered by the routes of Scenarios/fixtures/routes.json (the manifest the
                     Swift FixtureRouter reads, with the same matching rules), e.g.
                     /hotpepper/gourmet/v1/?lat=35.681236&lng=139.767125; 404 with a text body
                     when no route matches
"""
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Scenarios", "fixtures")
CONTENT_TYPES = {".json": "application/json", ".xml": "application/xml", ".html": "text/html"}


def load_routes():
    with open(os.path.join(ROOT, "routes.json"), encoding="utf-8") as handle:
        return json.load(handle)["routes"]


def condition_holds(condition, value):
    if condition is None:
        return value is None
    if condition == "*":
        return value is not None
    if isinstance(condition, str):
        return value == condition
    try:
        return abs(float(value) - condition["near"]) <= condition["within"]
    except (TypeError, ValueError):
        return False


def find_route(path, query):
    for route in load_routes():
        if "path" in route and route["path"] != path:
            continue
        conditions = route.get("query", {})
        if all(condition_holds(c, query.get(name)) for name, c in conditions.items()):
            return route
    return None


SEEN = []
SEEN_LOCK = threading.Lock()
CHUNK = 64 * 1024


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def redirect(self, host, query):
        port = self.server.server_address[1]
        location = f"http://{host}:{port}/echo" + (f"?{query}" if query else "")
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_bytes(self, count, announced):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if announced:
            self.send_header("Content-Length", str(count))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        while count > 0:
            size = min(count, CHUNK)
            self.wfile.write(b"x" * size)
            count -= size

    def answer(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        parts = urlsplit(self.path)
        path = parts.path
        query = dict(parse_qsl(parts.query, keep_blank_values=True))
        if path != "/seen":
            with SEEN_LOCK:
                SEEN.append({"host": self.headers.get("Host", ""), "path": path, "query": query})
        if path == "/seen":
            with SEEN_LOCK:
                body = json.dumps(SEEN)
            self.answer(200, body.encode())
        elif path == "/redirect/same-origin":
            self.redirect("127.0.0.1", parts.query)
        elif path == "/redirect/other-host":
            self.redirect("localhost", parts.query)
        elif path.startswith("/large/"):
            self.send_bytes(int(path.rsplit("/", 1)[1]), announced=True)
        elif path.startswith("/large-unannounced/"):
            self.send_bytes(int(path.rsplit("/", 1)[1]), announced=False)
        elif path == "/echo":
            body = json.dumps({"path": path, "query": dict(parse_qsl(parts.query, keep_blank_values=True))})
            self.answer(200, body.encode())
        elif path.startswith("/status/"):
            self.answer(int(path.rsplit("/", 1)[1]), b"")
        elif path.startswith("/slow/"):
            time.sleep(int(path.rsplit("/", 1)[1]) / 1000)
            self.answer(200, b"slow", "text/plain")
        elif path == "/garbage":
            self.answer(200, b"<html>not json", "text/html")
        elif path.startswith("/fixtures/"):
            name = os.path.basename(path)
            file = os.path.join(ROOT, name)
            if os.path.isfile(file):
                with open(file, "rb") as handle:
                    self.answer(200, handle.read())
            else:
                self.answer(404, b"")
        else:
            self.answer_from_routes(path, dict(parse_qsl(parts.query, keep_blank_values=True)))

    def answer_from_routes(self, path, query):
        route = find_route(path, query)
        if route is None:
            self.answer(404, f"no fixture route matches GET {self.path}\n".encode(), "text/plain")
            return
        body = b""
        if "file" in route:
            with open(os.path.join(ROOT, route["file"]), "rb") as handle:
                body = handle.read()
        content_type = CONTENT_TYPES.get(os.path.splitext(route.get("file", ""))[1], "text/plain")
        self.answer(route.get("status", 200), body, content_type)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that hangs up early (a timeout, a cancelled request, a size limit) is part
        # of the tests, not a server error; anything else is still printed.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def main():
    server = Server(("127.0.0.1", 0), Handler)
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stop.set())
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def wait_for_stdin_to_close():
        sys.stdin.read()
        stop.set()

    threading.Thread(target=wait_for_stdin_to_close, daemon=True).start()
    stop.wait()
    server.shutdown()
    server.server_close()
    sys.exit(0)


if __name__ == "__main__":
    main()
