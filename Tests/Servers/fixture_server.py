#!/usr/bin/env python3
"""A small HTTP server on 127.0.0.1 for the HTTP client tests.

Prints the chosen port on the first line of stdout, then serves until stdin closes or it is
killed. Routes:
  /fixtures/<name>   the file Scenarios/fixtures/<name> (200), 404 if absent
  /status/<code>     an empty body with that status
  /slow/<ms>         waits <ms> milliseconds, then answers 200 "slow"
  /echo              200 with a JSON object {"path": ..., "query": {...}} of the request
  /garbage           200 with a body that is not JSON
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Scenarios", "fixtures")


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
            self.answer(404, b"")


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
