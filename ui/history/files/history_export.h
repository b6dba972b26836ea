#pragma once
// What the history window exports, through the core's report writers (the
// same bytes `benchwork-cli history export` writes): a run or a comparison
// as Markdown, a self-contained HTML report or JSON; one run's per-second
// CSV or its latency histogram as HdrHistogram percentile text.
//
// Threads: UI thread (file names and errors are translated).
#include "result/run_result.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace bwui::HistoryExport {

enum class Format { Markdown, Html, Json, Csv, Hdr };

// CSV and HdrHistogram describe one run; the others take any number.
bool accepts(Format format, int runCount);
QString suffix(Format format);                 // "md", "html", "json", "csv", "hgrm"
QString fileFilter(Format format);             // "Markdown (*.md)" (translated)
QString menuText(Format format);               // "Markdown report…" (translated; the menus' entries)
// "benchwork-12-nginx-json.md", "benchwork-comparison-12-14-15.html"
QString suggestedFileName(Format format, const std::vector<bw::RunResult>& runs,
                          const std::vector<int64_t>& ids);
// The report language for the interface's: "ko" when Korean is in use, else "en".
QString reportLanguage();

// The export's bytes. False with *error when this format cannot describe
// these runs (e.g. an imported run has no histogram for HdrHistogram).
bool render(Format format, const std::vector<bw::RunResult>& runs, int baselineIndex, const QString& language,
            QByteArray* out, QString* error);
// Writes atomically-enough for a user file: truncate and write; false with *error.
bool writeFile(const QString& path, const QByteArray& bytes, QString* error);

} // namespace bwui::HistoryExport
