#include "cli/history/history_seed.h"

#include "history/sqlite_db.h"
#include "result/environment.h"

#include <cmath>
#include <random>

namespace bwcli {

namespace {

bw::RunResult syntheticRun(int i, std::mt19937_64& rng, const bw::Environment& env)
{
    bw::RunResult r;
    static const char* const targets[] = {"http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/items",
                                          "http://127.0.0.1:3000/signal", "http://127.0.0.1:9000/db/list"};
    r.config.url = targets[i % 4];
    r.config.connections = 50;
    r.config.durationSec = 30;
    r.config.warmupSec = 5;
    r.name = "seed run " + std::to_string(i);
    r.environment = env;
    r.engineUsed = "native";
    r.httpVersion = "HTTP/1.1";
    r.threadsUsed = 2;
    r.startedAtMs = 1767225600000 + int64_t(i) * 60000;   // one a minute from 2026-01-01
    r.warmupSec = 5;
    r.measuredSec = 30;
    // Log-normal latencies around a per-target median, a few slow outliers.
    const double medianUs = 400.0 * (1 + i % 4) * (0.8 + 0.4 * std::uniform_real_distribution<>(0, 1)(rng));
    std::lognormal_distribution<> latency(std::log(medianUs * 1000.0), 0.45);
    const int samples = 3000;
    for (int s = 0; s < samples; ++s)
        r.latency.record(uint64_t(latency(rng)));
    r.latency.recordN(uint64_t(medianUs * 40000.0), 3);
    r.latencySummary = bw::LatencySummary::from(r.latency);
    const double rps = 50.0 / (medianUs / 1e6) * 0.9;
    r.requests = uint64_t(rps * r.measuredSec);
    r.rps = double(r.requests) / r.measuredSec;
    r.bytesIn = r.requests * 230;
    r.bytesOut = r.requests * 90;
    r.errors.status = uint64_t(i % 7 == 0 ? r.requests / 1000 : 0);
    r.statusCodes[200] = r.requests - r.errors.status;
    if (r.errors.status)
        r.statusCodes[503] = r.errors.status;
    r.connectsOpened = 50;
    r.clientCpuPct = 120 + i % 40;
    r.clientBusyFraction = r.clientCpuPct / 200.0;
    r.slo.minRps = rps * 0.5;
    r.slo.maxP99Us = r.latencySummary.p99Us * (i % 5 == 0 ? 0.9 : 3.0);
    r.verdict = bw::evaluateSlo(r.slo, r);
    std::normal_distribution<> noise(1.0, 0.03);
    for (int s = 0; s < 35; ++s) {
        bw::SecondStats st;
        st.second = s;
        st.warmup = s < 5;
        st.requests = uint64_t(rps * noise(rng));
        st.bytesIn = st.requests * 230;
        st.bytesOut = st.requests * 90;
        st.p50Us = r.latencySummary.p50Us * noise(rng);
        st.p90Us = r.latencySummary.p90Us * noise(rng);
        st.p99Us = r.latencySummary.p99Us * noise(rng);
        st.maxUs = r.latencySummary.maxUs * noise(rng);
        st.clientCpuPct = r.clientCpuPct * noise(rng);
        st.activeVus = 50;
        r.series.push_back(st);
    }
    r.target.present = true;
    r.target.command = "node server.js";
    r.target.pid = 10000 + i;
    for (int s = 0; s < 35; ++s) {
        bw::TargetPoint p{double(s), uint64_t(180e6 * noise(rng)), 95.0 * noise(rng), 11, 1};
        r.target.peakRssBytes = std::max(r.target.peakRssBytes, p.rssBytes);
        r.target.peakCpuPct = std::max(r.target.peakCpuPct, p.cpuPct);
        r.target.series.push_back(p);
    }
    return r;
}

} // namespace

std::optional<bw::Error> seedHistory(bw::HistoryStore& store, int count)
{
    std::mt19937_64 rng(uint64_t(count) * 7919u + 1);
    const bw::Environment env = bw::collectEnvironment();
    constexpr int kBatch = 500;
    for (int start = 0; start < count; start += kBatch) {
        std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
        for (int i = start; i < std::min(count, start + kBatch); ++i) {
            bw::SaveOptions o;
            o.tags = {i % 2 ? "nightly" : "manual"};
            batch.emplace_back(syntheticRun(i, rng, env), o);
        }
        if (store.saveRuns(batch).empty())
            return bw::Error(std::string(), store.lastError());
    }
    return std::nullopt;
}

std::optional<bw::Error> seedHistoryRows(bw::HistoryStore& store, int count)
{
    std::mt19937_64 rng(uint64_t(count) * 104729u + 3);
    std::uniform_real_distribution<> unit(0, 1);
    static const char* const targets[] = {"http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/items",
                                          "http://127.0.0.1:3000/signal", "http://127.0.0.1:9000/db/list"};
    bw::SqliteDb& db = store.db();
    auto failure = [&] { return bw::Error(std::string(), db.error()); };
    constexpr int kBatch = 50000;
    int64_t group = 0;
    int groupLeft = 0;
    for (int start = 0; start < count; start += kBatch) {
        bw::SqliteTransaction tx(db);
        if (!tx.begun())
            return failure();
        bw::SqliteStatement run(db, "INSERT INTO runs (name, started_at_ms, status, target_url, method, connections, measured_sec, "
                                    "requests, rps, p50_us, p90_us, p99_us, max_us, errors, error_rate, peak_rss_bytes, "
                                    "client_cpu_pct, verdict, round_group_id, round_index, updated_at_ms) "
                                    "VALUES (?, ?, 'complete', ?, 'GET', 50, 30, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        bw::SqliteStatement tag(db, "INSERT INTO run_tags (run_id, tag) VALUES (?, ?)");
        bw::SqliteStatement data(db, "INSERT INTO run_data (run_id, config_json) VALUES (?, ?)");
        bw::SqliteStatement newGroup(db, "INSERT INTO round_groups (kind, name, started_at_ms, rounds) VALUES ('rounds', ?, ?, 3)");
        for (int i = start; i < std::min(count, start + kBatch); ++i) {
            const int64_t startedAtMs = 1767225600000 + int64_t(i) * 60000;
            if (groupLeft == 0 && i % 30 == 0 && i + 3 <= count) {   // every tenth entry: three rounds
                newGroup.reset();
                newGroup.bind(1, "seed rounds " + std::to_string(i));
                newGroup.bind(2, startedAtMs);
                if (!newGroup.run())
                    return failure();
                group = db.lastInsertId();
                groupLeft = 3;
            }
            const double medianUs = 400.0 * (1 + i % 4) * (0.8 + 0.4 * unit(rng));
            const double rps = 50.0 / (medianUs / 1e6) * 0.9;
            const uint64_t requests = uint64_t(rps * 30);
            const uint64_t errors = i % 7 == 0 ? requests / 1000 : 0;
            const double p99 = medianUs * (2.5 + unit(rng));
            const std::string url = targets[i % 4];
            run.reset();
            int c = 1;
            run.bind(c++, "seed run " + std::to_string(i));
            run.bind(c++, startedAtMs);
            run.bind(c++, url);
            run.bind(c++, requests);
            run.bind(c++, double(requests) / 30);
            run.bind(c++, medianUs);
            run.bind(c++, medianUs * 1.8);
            run.bind(c++, p99);
            run.bind(c++, p99 * 4);
            run.bind(c++, errors);
            run.bind(c++, requests ? double(errors) / double(requests) : 0.0);
            run.bind(c++, uint64_t(180e6 * (0.9 + 0.2 * unit(rng))));
            run.bind(c++, 120.0 + i % 40);
            run.bind(c++, i % 5 == 0 ? "fail" : "pass");
            if (groupLeft > 0) {
                run.bind(c++, group);
                run.bind(c++, 4 - groupLeft);
                --groupLeft;
            } else {
                run.bindNull(c++);
                run.bind(c++, 0);
            }
            run.bind(c++, startedAtMs + 35000);
            if (!run.run())
                return failure();
            const int64_t id = db.lastInsertId();
            tag.reset();
            tag.bind(1, id);
            tag.bind(2, i % 2 ? "nightly" : "manual");
            data.reset();
            data.bind(1, id);
            data.bind(2, "{\"url\":\"" + url + "\",\"method\":\"GET\",\"connections\":50,\"duration\":30}");
            if (!tag.run() || !data.run())
                return failure();
        }
        if (!tx.commit())
            return failure();
    }
    return std::nullopt;
}

} // namespace bwcli
