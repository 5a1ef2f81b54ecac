#!/usr/bin/env python3
"""Writes an LSP session to stdout for `catalog-studio lsp` (issue 38 by-hand figures).

usage: stream.py CASE ROOT [SIZE]
  lowercase-didopen   initialize, then a didOpen of SIZE bytes behind a lowercase 'content-length' header
  smuggled-didopen    the same didOpen hidden behind a small lowercase message (the filter/reader disagreement);
                      its text holds a raw line break every 17 bytes (Gson takes them), so no header line is long
  accepted-didopen    a didOpen of SIZE bytes (under the limit) with a plain header
  change-event PATH   initialize, a didChangeWatchedFiles for PATH (relative to ROOT)
Each case then asks documentSymbol (id 3), shutdown (id 4) and exit; the answers show the server went on.
"""
import json, sys

out = sys.stdout.buffer

def frame(obj):
    body = json.dumps(obj).encode()
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

def uri(root, rel):
    return "file://" + root.rstrip("/") + "/" + rel

case, root = sys.argv[1], sys.argv[2]
frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {},
       "workspaceFolders": [{"uri": "file://" + root, "name": "w"}]}})
frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
skill = "skills/k8s-triage/SKILL.md"

def didopen(size, header, raw=False):
    head = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri(root, skill), "languageId": "markdown", "version": 1, "text": "@@"}}}).encode()
    pre, post = head.split(b"@@")
    pre += b"---\\nname: k8s-triage\\ndescription: big\\n---\\n"
    fill = size - len(pre) - len(post)
    out.write(header(size))
    out.write(pre)
    chunk = (b"filler text line\n" if raw else b"filler text line\\n") * 4096
    while fill > 0:
        n = min(fill, len(chunk))
        out.write(chunk[:n] if n == len(chunk) else b"x" * n)
        fill -= n
    out.write(post)

if case == "lowercase-didopen":
    didopen(int(sys.argv[3]), lambda n: b"content-length: %d\r\n\r\n" % n)
elif case == "smuggled-didopen":
    def hidden(n):
        inner = b"Content-Length: %d\r\n\r\n" % n
        return b"content-length: %d\r\n\r\n" % len(inner) + inner
    didopen(int(sys.argv[3]), hidden, raw=True)
elif case == "accepted-didopen":
    didopen(int(sys.argv[3]), lambda n: b"Content-Length: %d\r\n\r\n" % n)
elif case == "change-event":
    skill = sys.argv[3]
    frame({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [
        {"uri": uri(root, skill), "type": 2}]}})
frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {
       "uri": uri(root, "skills/k8s-triage/SKILL.md")}}})
frame({"jsonrpc": "2.0", "id": 4, "method": "shutdown"})
frame({"jsonrpc": "2.0", "method": "exit"})
out.flush()
