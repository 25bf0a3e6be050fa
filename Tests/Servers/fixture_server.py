#!/usr/bin/env python3
"""A small HTTP server on 127.0.0.1 for the HTTP client tests.

Prints the chosen port on the first line of stdout, then serves until stdin closes or it is
killed. A client that hangs up before its answer is written (a test's timeout, a cancelled
request) is no error: the answer is dropped quietly, and stderr stays empty. Routes:
  /fixtures/<name>   the file Scenarios/fixtures/<name> (200), 404 if absent
  /status/<code>     an empty body with that status
  /slow/<ms>         waits <ms> milliseconds, then answers 200 "slow"
  /echo              200 with a JSON object {"path": ..., "query": {...}} of the request
  /garbage           200 with a body that is not JSON
  anything else      answered by the routes of Scenarios/fixtures/routes.json (the manifest the
                     Swift FixtureRouter reads, with the same matching rules), e.g.
                     /hotpepper/gourmet/v1/?lat=35.681236&lng=139.767125; 404 with a text body
                     when no route matches
"""
import json
import os
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


# A client that went away before its answer was written.
HUNG_UP = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], HUNG_UP):
            return
        super().handle_error(request, client_address)


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        parts = urlsplit(self.path)
        path = parts.path
        if path == "/echo":
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


def main():
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass
    server.shutdown()
    server.server_close()


if __name__ == "__main__":
    main()
