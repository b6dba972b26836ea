#pragma once
// Imports other load tools' output files into the history: wrk's text
// output, k6's summary JSON, oha's JSON. Every file is read first; one that
// cannot be read imports nothing, and the message names the file and where
// parsing failed ("line 7", "$.metrics.http_reqs.count").
//
// Threads: UI thread (the database is the window's).
#include "import/run_importer.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace bwui {

class HistoryDatabase;

namespace HistoryImport {

// The ids of the new runs, in the order of `paths`; empty with *error
// (translated) when nothing was imported.
std::vector<int64_t> importFiles(HistoryDatabase* db, const QStringList& paths, bw::ImportFormat format,
                                 QString* error);

// "wrk text output", "k6 summary JSON", "oha JSON" (translated).
QString formatName(bw::ImportFormat format);
// File dialog filter for the format.
QString fileFilter(bw::ImportFormat format);

} // namespace HistoryImport
} // namespace bwui
