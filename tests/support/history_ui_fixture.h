#pragma once
// Synthetic saved runs for the history window's tests: a RunResult with
// chosen name, throughput, p99, verdict and series length, saved into a
// temporary database through bw::HistoryStore.
#include "history/history_store.h"
#include "result/run_result.h"

#include <QString>
#include <QTemporaryDir>

#include <string>
#include <vector>

namespace bwtest {

// English figures (QLocale default en_US) and the English catalogue, which
// carries the plural forms ("1 run", "4 runs"). False when the catalogue
// is not in the resources. For the history window tests' initTestCase().
bool useEnglishFigures();

// useEnglishFigures(), and the window's settings kept under the test
// organisation and `program`'s name, never a user's. For initTestCase().
bool useEnglishFiguresAndTestSettings(const QString& program);

// A fresh temporary folder for one test function, holding its history
// database (dbPath()) and any other scratch file (filePath()). Test thread.
class ScratchHistoryDir {
public:
    QString dbPath() const { return dir_.filePath(QStringLiteral("history.sqlite")); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }
    // Opens `store` on dbPath(); false when the folder or the database
    // could not be made (store.lastError() says why for the latter).
    bool open(bw::HistoryStore& store) const;

private:
    QTemporaryDir dir_;
};

struct HistoryRunSpec {
    std::string name;
    double rps = 1000;
    double p99Us = 2000;
    bool sloPass = true;          // an SLO is set; it passes or fails
    bool noSlo = false;           // no SLO at all (verdict "none")
    int seconds = 12;             // per-second rows (2 of them warmup)
    std::vector<std::string> tags;
    std::string url = "http://127.0.0.1:8080/json";
    int64_t startedAtMs = 1780000000000;
};

// A spec with these figures and the other fields at their defaults.
HistoryRunSpec runSpec(const std::string& name, double rps = 1000, double p99Us = 2000, int seconds = 12);

// A complete closed-model run shaped by `spec` (histograms filled).
bw::RunResult makeHistoryRun(const HistoryRunSpec& spec);
// Saves it; returns the id (0 on failure, with store.lastError()).
int64_t saveHistoryRun(bw::HistoryStore& store, const HistoryRunSpec& spec);

} // namespace bwtest
