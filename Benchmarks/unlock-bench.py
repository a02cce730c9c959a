#!/usr/bin/env python3
"""How long a private album's unlock takes in the browser: WebCrypto's PBKDF2-HMAC-SHA256 to a 256-bit
AES-GCM key (what the passphrase form does) at several iteration counts, in headless Chromium as it is
and with its CPU slowed 4× and 6× (DevTools' `Emulation.setCPUThrottlingRate`: Lighthouse's stand-in for
a mid-range phone is 4×). Medians of 5 derivations each, in milliseconds. Measured 2026-12-06 on this
machine: 118 ms per million iterations at every rate — the throttle slows the page's main thread, and
WebCrypto derives on a thread of its own — so a phone's time is estimated from this one's, not emulated.

usage: unlock-bench.py [ITERATIONS ...]   (default 310000 600000 1000000 2000000)
Needs playwright (PyPI, Benchmarks/bench-venv) and Debian's chromium. Benchmark-side Python only.
"""
import functools
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading

from playwright.sync_api import sync_playwright

DERIVE = """async (iterations) => {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode('correct horse battery staple'),
                                                 'PBKDF2', false, ['deriveKey']);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const started = performance.now();
  await crypto.subtle.deriveKey({name: 'PBKDF2', hash: 'SHA-256', salt, iterations}, material,
                                {name: 'AES-GCM', length: 256}, false, ['decrypt']);
  return performance.now() - started;
}"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    counts = [int(a) for a in sys.argv[1:]] or [310_000, 600_000, 1_000_000, 2_000_000]
    rows = []
    # WebCrypto needs a secure context: a page served from 127.0.0.1 is one (about:blank is not).
    folder = tempfile.mkdtemp(prefix="unlock-bench-")
    with open(os.path.join(folder, "index.html"), "w") as page:
        page.write("<!DOCTYPE html><title>unlock</title>")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        for rate in (1, 4, 6):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url)
            session = context.new_cdp_session(page)
            session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            for iterations in counts:
                times = [page.evaluate(DERIVE, iterations) for _ in range(5)]
                rows.append({"throttle": rate, "iterations": iterations, "ms": round(statistics.median(times))})
            context.close()
        browser.close()
    server.shutdown()
    print(json.dumps(rows, indent=1))
    print("| iterations | " + " | ".join("CPU ÷%d ms" % rate for rate in (1, 4, 6)) + " |")
    print("|---:|" + "---:|" * 3)
    for iterations in counts:
        cells = [next(r["ms"] for r in rows if r["throttle"] == rate and r["iterations"] == iterations)
                 for rate in (1, 4, 6)]
        print("| %s | %s |" % (format(iterations, ","), " | ".join(format(c, ",") for c in cells)))


if __name__ == "__main__":
    main()
