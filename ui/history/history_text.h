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
QString runTitle(const bw::RunRow& row);          // bw::runLabel: "#12 nginx json [api]", "#12" without name or tags

// Tags as typed by the user: comma-separated, trimmed, empty ones and
// duplicates dropped, sorted (the store keeps them sorted too).
std::vector<std::string> parseTags(const QString& text);
QString joinTags(const std::vector<std::string>& tags);   // "api, nginx"

} // namespace bwui::HistoryText
