#pragma once
// The link line of a run (--link, result/link_record.h) in the CLI summary,
// `history show`, the window and the reports: the network's figures, what
// the link did, its CPU, and whether it kept up. Words from the catalogs
// (context "LinkText"). Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>

namespace bw {

// "Wi-Fi: 20 ms round trip ± 8 ms, 100 Mbit/s, 0.1 % loss" (a preset's
// display name and its figures); "Local" without a link.
QString linkDescription(const LinkProfile& p, const TextCatalog& catalog = TextCatalog());

// A preset's display name ("Wi-Fi (poor)"); the figures for a custom profile.
QString linkName(const LinkProfile& p, const TextCatalog& catalog = TextCatalog());

// "Link: Wi-Fi: 20 ms round trip ± 8 ms, ... 50 connections, 3 retransmission
// stalls, mean added delay 10.1 ms each way; the link's CPU 12 % (3.1 µs a
// request)." and, when it could not keep up, a sentence saying so. "" without a link.
QString linkLine(const RunResult& r, const TextCatalog& catalog = TextCatalog());

// Whether two runs crossed different links, and the sentence saying so
// for a comparison ("" when they match).
QString linkDifference(const RunResult& a, const RunResult& b, const TextCatalog& catalog = TextCatalog());

} // namespace bw
