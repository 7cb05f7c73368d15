#!/usr/bin/env python3
"""Prints the advance widths of printable ASCII (32..=126) in DejaVu Sans, as the Rust
table in src/render/font.rs. Reads the TrueType tables itself (head: unitsPerEm, hhea:
numberOfHMetrics, cmap format 4: code point -> glyph, hmtx: glyph -> advance), so it needs
only Python. Usage: docs/dejavu-advances.py [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]
"""
import struct
import sys


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    out = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        out[tag.decode()] = (offset, length)
    return out


def glyph_of(data, cmap_at):
    """Code point -> glyph id from the first (3,1) format 4 subtable."""
    n = struct.unpack(">H", data[cmap_at + 2 : cmap_at + 4])[0]
    for i in range(n):
        pid, eid, off = struct.unpack(">HHI", data[cmap_at + 4 + 8 * i : cmap_at + 12 + 8 * i])
        sub = cmap_at + off
        if (pid, eid) == (3, 1) and struct.unpack(">H", data[sub : sub + 2])[0] == 4:
            break
    else:
        raise SystemExit("no Unicode BMP cmap")
    segs = struct.unpack(">H", data[sub + 6 : sub + 8])[0] // 2
    ends = struct.unpack(">%dH" % segs, data[sub + 14 : sub + 14 + 2 * segs])
    starts_at = sub + 16 + 2 * segs
    starts = struct.unpack(">%dH" % segs, data[starts_at : starts_at + 2 * segs])
    deltas = struct.unpack(">%dh" % segs, data[starts_at + 2 * segs : starts_at + 4 * segs])
    ranges_at = starts_at + 4 * segs
    ranges = struct.unpack(">%dH" % segs, data[ranges_at : ranges_at + 2 * segs])

    def lookup(cp):
        for k in range(segs):
            if starts[k] <= cp <= ends[k]:
                if ranges[k] == 0:
                    return (cp + deltas[k]) & 0xFFFF
                at = ranges_at + 2 * k + ranges[k] + 2 * (cp - starts[k])
                g = struct.unpack(">H", data[at : at + 2])[0]
                return (g + deltas[k]) & 0xFFFF if g else 0
        return 0

    return lookup


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    data = open(path, "rb").read()
    t = tables(data)
    units = struct.unpack(">H", data[t["head"][0] + 18 : t["head"][0] + 20])[0]
    metrics = struct.unpack(">H", data[t["hhea"][0] + 34 : t["hhea"][0] + 36])[0]
    hmtx = t["hmtx"][0]

    def advance(glyph):
        g = min(glyph, metrics - 1)
        return struct.unpack(">H", data[hmtx + 4 * g : hmtx + 4 * g + 2])[0]

    lookup = glyph_of(data, t["cmap"][0])
    print("// %s, unitsPerEm %d" % (path.rsplit("/", 1)[-1], units))
    row = []
    for cp in range(32, 127):
        row.append("%d" % advance(lookup(cp)))
        if len(row) == 16 or cp == 126:
            print("    " + ", ".join(row) + ",")
            row = []
    for ch in "\u2014\u2212\u2260\u21d2\u2026":
        print("// U+%04X %s: %d" % (ord(ch), ch, advance(lookup(ord(ch)))))


main()
