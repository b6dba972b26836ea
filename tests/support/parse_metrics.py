#!/usr/bin/env python3
"""Parses a /metrics exposition read from stdin with prometheus_client's own
parsers and prints what they saw as JSON, for the C++ tests to check.

usage: parse_metrics.py openmetrics|prometheus < exposition

openmetrics: prometheus_client.openmetrics.parser (strict: # EOF, TYPE and
UNIT rules, histogram bucket order and cumulativity, +Inf equal to _count);
prometheus: prometheus_client.parser (the text format 0.0.4).

Output: {"families": [{"name", "type", "unit", "documentation",
"samples": [{"name", "labels", "value"}]}]}, values as numbers (+Inf as the
string "+Inf"). Exit status 3 when prometheus_client is not installed, 1
when the text does not parse (the parser's message on stderr).
"""
import json
import math
import sys

try:
    from prometheus_client.openmetrics.parser import text_string_to_metric_families as parse_openmetrics
    from prometheus_client.parser import text_string_to_metric_families as parse_prometheus
except ImportError as e:
    print(f"prometheus_client is not installed: {e}", file=sys.stderr)
    sys.exit(3)


def value(v):
    return "+Inf" if math.isinf(v) else v


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("openmetrics", "prometheus"):
        print(__doc__, file=sys.stderr)
        return 2
    text = sys.stdin.read()
    parse = parse_openmetrics if sys.argv[1] == "openmetrics" else parse_prometheus
    try:
        families = [{
            "name": f.name,
            "type": f.type,
            "unit": getattr(f, "unit", ""),
            "documentation": f.documentation,
            "samples": [{"name": s.name, "labels": s.labels, "value": value(s.value)} for s in f.samples],
        } for f in parse(text)]
    except Exception as e:  # the parser's own message is the point
        print(f"{type(e).__name__}: {e}", file=sys.stderr)
        return 1
    json.dump({"families": families}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
