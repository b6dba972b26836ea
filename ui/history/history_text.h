#pragma once
// The words the history window shows for stored values: verdicts, run
// statuses, sources, start times, tag lists. Translated (context
// "HistoryText"); the stored values themselves stay the core's English keys.
//
// Threads: UI thread (uses the installed translators).
#include "history/run_record.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

namespace bwui::HistoryText {

QString verdict(const std::string& verdict);      // "pass" -> "PASS", "none" -> "no SLO"
QString status(const std::string& status);        // "target-exited" -> "target exited"
QString source(bw::RunSource source);             // "Benchwork", "wrk", "k6", "oha"
QString startedAt(int64_t startedAtMs);           // "2026-11-29 23:10:05" (local time)
// The run by its history id, with its name and tags when it has them, as
// the CLI and reports name it (bw::runLabel): "#12 nginx json [api, nginx]", "#12".
QString runTitle(const bw::RunRow& row);
// The run as a comparison names it (bars, legends, columns), where runs must
// be told apart at a glance: runTitle(), then for a round of an A/B group its
// side and route ("#10 · A · /json"), for a run without a name its route
// ("#12 · /db/list"). `separator` joins the parts (a newline in a table header).
QString compareTitle(const bw::RunRow& row, const QString& separator = QStringLiteral(" \u00b7 "));
// A target URL split for reading: the route ("/db/find/1?x=2", what differs
// between the scenarios of one server) and where it was served
// ("127.0.0.1:39213", which the demo target picks at random). A text that is
// not an http(s) URL is all route and no host.
QString urlRoute(const std::string& url);
QString urlHost(const std::string& url);
// What a run loaded, for reading: its route (urlRoute), or for a run that
// sent a request set, the set: "3 requests from mix.json" (its URL's route
// alone, often "/", would not say it was a set).
QString target(const bw::RunRow& row);

// Tags as typed by the user: comma-separated, trimmed, empty ones and
// duplicates dropped, sorted (the store keeps them sorted too).
std::vector<std::string> parseTags(const QString& text);
QString joinTags(const std::vector<std::string>& tags);   // "api, nginx"

} // namespace bwui::HistoryText
