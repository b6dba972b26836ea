#include "fault_harness.h"

#include "history/history_store.h"
#include "run/run_session.h"

#include <QCoreApplication>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sys/resource.h>

namespace bwfault {

std::string binDir()
{
    if (const char* env = std::getenv("BENCHWORK_BIN_DIR"); env && *env)
        return env;
    return QCoreApplication::applicationDirPath().toStdString();
}

std::string FaultServerProcess::start()
{
    bw::LaunchSpec spec;
    spec.argv = {binDir() + "/benchwork-faultserver", "--port", "0"};
    launcher_ = std::make_unique<bw::TargetLauncher>();
    std::string why = launcher_->start(spec);
    if (!why.empty())
        return "cannot start benchwork-faultserver: " + why;
    auto listening = launcher_->waitForListenUrl(std::chrono::seconds(10));
    if (!listening)
        return "benchwork-faultserver did not report its port: " + listening.error().text();
    auto refused = launcher_->waitForOutputLine("refused ", std::chrono::seconds(5));
    if (!refused)
        return "benchwork-faultserver did not report its refused port: " + refused.error().text();
    base_ = *listening;
    refused_ = refused->substr(8);
    while (!refused_.empty() && (refused_.back() == '\n' || refused_.back() == '\r'))
        refused_.pop_back();
    return {};
}

uint64_t peakRssBytes()
{
#ifdef __APPLE__
    rusage u{};
    return getrusage(RUSAGE_SELF, &u) == 0 ? uint64_t(u.ru_maxrss) : 0;   // bytes on macOS (KiB on Linux)
#else
    std::ifstream in("/proc/self/status");
    std::string key;
    while (in >> key) {
        if (key == "VmHWM:") {
            uint64_t kb = 0;
            in >> kb;
            return kb * 1024;
        }
        std::string rest;
        std::getline(in, rest);
    }
    return 0;
#endif
}

SavedRun runAndSave(const bw::LoadConfig& cfg, const std::string& dbPath, const bw::TargetSpec& target)
{
    SavedRun out;
    {
        bw::SessionOptions so;
        so.historyPath = dbPath;
        bw::RunSession session(cfg, bw::Slo{}, target, so);
        if (auto e = session.prepare()) {
            out.prepareError = e->text();
            return out;
        }
        session.start();
        double bound = (cfg.requests ? 30.0 : cfg.measuredSeconds() + cfg.warmupSec) + 20.0;
        if (!session.waitFinished(std::chrono::milliseconds(int64_t(bound * 1000)))) {
            out.prepareError = "the run did not finish within " + std::to_string(int(bound)) + " s";
            session.stop();
        }
        out.result = session.result();
        out.historyId = session.historyId();
        out.historyError = session.historyError();
    }
    bw::HistoryStore store;
    if (out.historyId && store.open(dbPath)) {
        if (auto row = store.runRow(out.historyId))
            out.savedStatus = row->status;
        if (auto run = store.loadRun(out.historyId)) {
            out.savedRequests = run->requests;
            out.savedErrors = run->errors;
        }
    }
    return out;
}

std::string startAndWarmUp(FaultServerProcess& server, const std::string& dbPath)
{
    if (std::string why = server.start(); !why.empty())
        return why;
    for (bw::EngineKind engine : {bw::EngineKind::Native, bw::EngineKind::Curl}) {
        bw::LoadConfig c;
        c.url = server.url("/ok");
        c.engine = engine;
        c.connections = 2;
        c.threads = 1;
        c.durationSec = 0.2;
        c.timeoutSec = 2;
        if (SavedRun warm = runAndSave(c, dbPath); !warm.prepareError.empty())
            return "the warm-up run failed: " + warm.prepareError;
    }
    return {};
}

std::string describeErrors(const bw::ErrorCounts& e)
{
    return "connect=" + std::to_string(e.connect) + " send=" + std::to_string(e.send) + " receive="
           + std::to_string(e.receive) + " timeout=" + std::to_string(e.timeout) + " protocol="
           + std::to_string(e.protocol) + " tls=" + std::to_string(e.tls) + " status=" + std::to_string(e.status);
}

} // namespace bwfault
