#!/usr/bin/env python3
"""Strict checks of an HTML report, with Python's own html.parser.

    check-html.py REPORT.html            every tag closed, in order; no script, no fetched resource
    check-html.py --png SHOT.png         the screenshot decodes and has more than one colour

Exit status 0 when the checks pass, 1 with the problems on standard error.
"""
import sys
import zlib
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# Inside SVG, elements may close themselves (`<rect/>`).
SVG_SELF_CLOSING = {"rect", "line", "circle", "path", "ellipse", "polyline", "polygon", "use"}


class StrictParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.ids = set()

    def where(self):
        line, column = self.getpos()
        return f"line {line}, column {column + 1}"

    def handle_starttag(self, tag, attrs):
        self.check(tag, attrs)
        if tag not in VOID:
            self.stack.append((tag, self.where()))

    def handle_startendtag(self, tag, attrs):
        self.check(tag, attrs)
        if tag not in VOID and tag not in SVG_SELF_CLOSING:
            self.problems.append(f"{self.where()}: <{tag}/> closes itself")

    def check(self, tag, attrs):
        if tag == "script":
            self.problems.append(f"{self.where()}: a script")
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"{self.where()}: an event handler attribute {name}")
            if name in ("src", "srcset") or (tag == "link" and name == "href"):
                self.problems.append(f"{self.where()}: <{tag} {name}> fetches a resource")
            if name == "id":
                if value in self.ids:
                    self.problems.append(f"{self.where()}: id {value!r} used twice")
                self.ids.add(value)
        if tag == "style":
            pass

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problems.append(f"{self.where()}: </{tag}> ends a void element")
            return
        if not self.stack:
            self.problems.append(f"{self.where()}: </{tag}> with nothing open")
            return
        open_tag, opened = self.stack.pop()
        if open_tag != tag:
            self.problems.append(f"{self.where()}: </{tag}> closes <{open_tag}> opened at {opened}")

    def handle_data(self, data):
        if "url(" in data and self.stack and self.stack[-1][0] == "style":
            self.problems.append(f"{self.where()}: the style sheet fetches url(…)")


def check_html(path):
    parser = StrictParser()
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not text.startswith("<!DOCTYPE html>"):
        parser.problems.append("no <!DOCTYPE html> first")
    parser.feed(text)
    parser.close()
    for tag, opened in parser.stack:
        parser.problems.append(f"<{tag}> opened at {opened} is never closed")
    return parser.problems


def png_colours(path, limit=4):
    """Distinct colours of an 8-bit RGB/RGBA PNG (up to `limit`), decoding it with zlib."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        name = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if name == b"IHDR":
            width, height = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
            depth, kind = body[8], body[9]
            if depth != 8 or kind not in (2, 6):
                raise ValueError(f"unexpected PNG depth {depth} colour type {kind}")
        elif name == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    size = 3 if kind == 2 else 4
    stride = width * size
    previous = bytearray(stride)
    colours = set()
    k = 0
    for _ in range(height):
        filter_type = raw[k]
        line = bytearray(raw[k + 1:k + 1 + stride])
        k += 1 + stride
        for i in range(stride):
            a = line[i - size] if i >= size else 0
            b = previous[i]
            c = previous[i - size] if i >= size else 0
            if filter_type == 1:
                line[i] = (line[i] + a) & 255
            elif filter_type == 2:
                line[i] = (line[i] + b) & 255
            elif filter_type == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif filter_type == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for i in range(0, stride, size * 7):
            colours.add(bytes(line[i:i + 3]))
        if len(colours) >= limit:
            return len(colours)
        previous = line
    return len(colours)


def main(args):
    if len(args) == 2 and args[0] == "--png":
        n = png_colours(args[1])
        if n < 2:
            print(f"{args[1]}: the screenshot has one colour: blank", file=sys.stderr)
            return 1
        print(f"{args[1]}: {n}+ colours")
        return 0
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check_html(args[0])
    for problem in problems[:50]:
        print(f"{args[0]}: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{args[0]}: strict HTML check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
