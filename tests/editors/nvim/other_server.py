#!/usr/bin/env python3
"""A stand-in for another language server (think tsserver), for the Neovim tests: over stdio it
publishes a TypeScript-style diagnostic (source "ts", code 2322) on every line that assigns a
string to a number (': number = "'), and offers no code actions of its own. Standard library only."""
import json
import sys

MESSAGE = "Type 'string' is not assignable to type 'number'."


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.decode("ascii", "replace").partition(":")
        if name.lower() == "content-length":
            length = int(value.strip())
    if length is None:
        return None
    return json.loads(stream.read(length))


def send(message):
    body = json.dumps(message).encode("utf-8")
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    sys.stdout.buffer.flush()


def publish(uri, text):
    diagnostics = []
    for number, line in enumerate(text.split("\n")):
        col = line.find(': number = "')
        if col >= 0:
            diagnostics.append({
                "range": {"start": {"line": number, "character": col + 11},
                          "end": {"line": number, "character": len(line.rstrip(";"))}},
                "severity": 1, "source": "ts", "code": 2322, "message": MESSAGE})
    send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": {"uri": uri, "diagnostics": diagnostics}})


def main():
    texts = {}
    while True:
        msg = read_message(sys.stdin.buffer)
        if msg is None:
            return 0
        method, params = msg.get("method"), msg.get("params") or {}
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": msg["id"], "result": {
                "capabilities": {"textDocumentSync": 1}, "serverInfo": {"name": "other-server"}}})
        elif method == "shutdown":
            send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
        elif method == "exit":
            return 0
        elif method == "textDocument/didOpen":
            doc = params["textDocument"]
            texts[doc["uri"]] = doc["text"]
            publish(doc["uri"], doc["text"])
        elif method == "textDocument/didChange":
            uri = params["textDocument"]["uri"]
            texts[uri] = params["contentChanges"][-1]["text"]
            publish(uri, texts[uri])
        elif "id" in msg:
            send({"jsonrpc": "2.0", "id": msg["id"], "result": None})


if __name__ == "__main__":
    sys.exit(main())
