#pragma once
// Imports Benchwork's own result files (benchwork.run/1 JSON, as written by
// `benchwork-cli run --json`) into the history, one run per file or, for the
// results of the agents of one many-agent run, merged into one run
// (result/run_merge.h: counts summed, histograms added).
//
// Threads: UI thread (the database is the window's).
#include "result/run_merge.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace bwui {

class HistoryDatabase;

namespace ResultImport {

// Every file read and parsed; on the first that is not, empty with *error
// (translated) naming the file and where it failed.
std::vector<bw::MergeInput> readFiles(const QStringList& paths, QString* error);
// True when there are several results and every one is an agent's part of a
// many-agent run: then the window offers to merge them.
bool looksLikeAgents(const std::vector<bw::MergeInput>& runs);
// Each run saved as it is; the new ids, or empty with *error.
std::vector<int64_t> importEach(HistoryDatabase* db, const std::vector<bw::MergeInput>& runs, QString* error);
// The runs merged and saved as one; its id, or 0 with *error (translated;
// a refused merge says why: different URLs, overlapping indices...).
int64_t importMerged(HistoryDatabase* db, const std::vector<bw::MergeInput>& runs, QString* error);
// The file dialog's filter.
QString fileFilter();

} // namespace ResultImport
} // namespace bwui
