#!/usr/bin/env python3
"""The HDR fidelity of the sizes Benchmarks/hdr-bench built (issue 48), per size over its 20 photos:
each size's HDR rendition (libultrahdr 1.4 through imagecodecs) against the original's HDR rendition
resized to the same pixels (scripts/hdr_judge.py: PSNR on linear HDR values, the brightest 0.1 %'s
luminance), beside the same figures for the reference library's own Ultra HDR JPEG of that resized
rendition at the sizes' quality (82) and the original's gain map share: the yardstick, since a JPEG at
quality 82 rings around a highlight two stops above white whoever writes it. Medians and worst.

usage: Benchmarks/hdr-fidelity.py WORK   (hdr-bench's work folder; PYTHONPATH=scripts)
"""
import glob
import os
import re
import statistics
import sys

import hdr_judge

QUALITY = 82


def main(work):
    for name, scale in (("full", 1), ("quarter", 4)):
        site = os.path.join(work, "site-%s-keep" % name)
        per_size, undecodable = {}, 0
        for photo in sorted(glob.glob(os.path.join(work, name, "p*.jpg"))):
            photo_id = os.path.basename(photo)[:-4]
            reference = hdr_judge.decode_hdr(open(photo, "rb").read())
            for path in glob.glob(os.path.join(site, "images", photo_id + "-*.jpg")):
                size = re.match(r".*-(\d+|full)-[0-9a-f]+\.jpg$", path).group(1)
                data = open(path, "rb").read()
                if not hdr_judge.is_ultrahdr(data):
                    undecodable += 1
                    continue
                ours = hdr_judge.decode_hdr(data)
                height, width = ours.shape[:2]
                expected = hdr_judge.resized(reference, width, height)
                theirs = hdr_judge.reference_size(reference, width, height, QUALITY, scale)
                per_size.setdefault(size, []).append(
                    hdr_judge.fidelity(ours, expected) + hdr_judge.fidelity(theirs, expected))
        print("fidelity, %s-resolution gain maps (%d sizes not Ultra HDR); ours | libultrahdr at quality %d:"
              % (name, undecodable, QUALITY))
        for size in sorted(per_size, key=lambda s: int(s) if s.isdigit() else 10 ** 6):
            rows = per_size[size]
            def column(i):
                return [row[i] for row in rows]
            ours_peak = [abs(v - 1) * 100 for v in column(1)]
            their_peak = [abs(v - 1) * 100 for v in column(3)]
            print("  %-7s %2d photos  PSNR median %5.1f, worst %5.1f dB | %5.1f, %5.1f dB;"
                  "  peak off median %4.1f, worst %5.1f %% | %4.1f, %5.1f %%"
                  % ("zoom" if size == "full" else size + " px", len(rows), statistics.median(column(0)),
                     min(column(0)), statistics.median(column(2)), min(column(2)), statistics.median(ours_peak),
                     max(ours_peak), statistics.median(their_peak), max(their_peak)))


if __name__ == "__main__":
    main(sys.argv[1])
