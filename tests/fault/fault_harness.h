#pragma once
// What the fault tests share: the fault server as a launched process, its
// warm-up, runs through RunSession with a history database, and peak memory.
// (Open descriptors: bwtest::openFdCount in proc_helpers.h.) Test-side only
// (links benchwork_core and QtTest).
#include "engine/load_config.h"
#include "result/run_result.h"
#include "run/target_spec.h"
#include "target/target_launcher.h"

#include <memory>
#include <string>

namespace bwfault {

// Where the executables are: $BENCHWORK_BIN_DIR (set by CTest), else the
// directory of the running test.
std::string binDir();

// benchwork-faultserver started with --port 0 and owned until destruction.
class FaultServerProcess {
public:
    // Starts it and reads its "listening"/"refused" lines. "" or the problem.
    std::string start();
    std::string url(const std::string& path) const { return base_ + path; }
    std::string refusedUrl(const std::string& path) const { return refused_ + path; }
    int64_t pid() const { return launcher_ ? launcher_->pid() : 0; }

private:
    std::unique_ptr<bw::TargetLauncher> launcher_;
    std::string base_, refused_;
};

// Peak resident memory of this process so far (Linux: VmHWM; macOS:
// getrusage's ru_maxrss), in bytes; 0 if unknown.
uint64_t peakRssBytes();

// A run with a history database, as the CLI does it, and how it was saved.
struct SavedRun {
    std::string prepareError;       // non-empty: the run never started
    bw::RunResult result;
    int64_t historyId = 0;
    std::string historyError;
    std::string savedStatus;        // the row's status after reopening the database
    uint64_t savedRequests = 0;
    bw::ErrorCounts savedErrors;    // from the stored run
};

// Runs `cfg` against `target` to the end (bounded by cfg's length + 20 s)
// and reads the row back from `dbPath`.
SavedRun runAndSave(const bw::LoadConfig& cfg, const std::string& dbPath, const bw::TargetSpec& target = {});

// Starts `server`, then runs 0.2 s on each transport against it, saved into
// dbPath, so that libcurl's and SQLite's one-time descriptors are open
// before a test counts descriptors. "" or the problem.
std::string startAndWarmUp(FaultServerProcess& server, const std::string& dbPath);

// Short form of the classes, for messages: "connect=3 receive=0 ...".
std::string describeErrors(const bw::ErrorCounts& e);

} // namespace bwfault
