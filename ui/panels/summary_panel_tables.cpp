// SummaryPanel, second part: its tables (latency, errors by class, status
// codes, run details, a merged run's agents, the rounds). Numbers are never
// cut: the name column gives way first (fitColumns()).
#include "panels/summary_panel.h"

#include "compare/comparison_text.h"
#include "compare/rounds_summary.h"
#include "history/history_text.h"
#include "model/display_format.h"
#include "report/client_warning_text.h"
#include "model/summary_text.h"
#include "result/cgroup_text.h"
#include "result/client_health.h"
#include "result/peak_memory.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;

namespace {
void setRow(QTableWidget* t, int row, const QStringList& cells)
{
    if (t->rowCount() <= row)
        t->setRowCount(row + 1);
    for (int c = 0; c < cells.size() && c < t->columnCount(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        t->setItem(row, c, item);
    }
}

QString share(uint64_t part, uint64_t whole)
{
    return whole ? F::percent(100.0 * double(part) / double(whole), 2) : F::dash();
}
// The name column (0) takes the width the others leave and elides; the
// figures keep the width of their text. (With every column sized to its
// text and the last one stretched, a narrow window cut the last column:
// the Share column read "0.0" at 1280x800.)
void fitColumns(QTableWidget* t)
{
    QHeaderView* h = t->horizontalHeader();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int row = 0; row < t->rowCount(); ++row)
        if (QTableWidgetItem* name = t->item(row, 0); name && name->toolTip().isEmpty())
            name->setToolTip(name->text());   // whole, when elided
}
} // namespace

void SummaryPanel::renderTables(const bw::RunResult& r)
{
    // Latency percentiles; the open model adds latency from the intended send time.
    const bool open = r.config.rate > 0 && r.latencyIntended.count() > 0;
    latency_->setColumnCount(open ? 3 : 2);
    latency_->setHorizontalHeaderLabels({tr("Statistic"), tr("Latency"), tr("From intended send")});
    latency_->horizontalHeaderItem(open ? 2 : 1)->setToolTip(
        open ? tr("Measured from when the request should have been sent at the fixed rate: includes "
                  "the wait caused by a slow server (coordinated omission corrected).")
             : QString());
    const bw::LatencySummary& a = r.latencySummary;
    const bw::LatencySummary& b = r.latencyIntendedSummary;
    struct Row {
        QString name;
        double actual, intended;
    };
    const Row rows[] = {
        {tr("p50 (median)"), a.p50Us, b.p50Us}, {tr("p75"), a.p75Us, b.p75Us},
        {tr("p90"), a.p90Us, b.p90Us},          {tr("p99"), a.p99Us, b.p99Us},
        {tr("p99.9"), a.p999Us, b.p999Us},      {tr("max"), a.maxUs, b.maxUs},
        {tr("mean"), a.meanUs, b.meanUs},       {tr("stdev"), a.stdevUs, b.stdevUs},
    };
    latency_->setRowCount(0);
    int row = 0;
    for (const Row& x : rows) {
        QStringList cells{x.name, a.count ? F::latencyUs(x.actual) : F::dash()};
        if (open)
            cells << F::latencyUs(x.intended);
        setRow(latency_, row++, cells);
    }

    // Errors by class, with their share of all attempts.
    const uint64_t attempts = r.requests + r.errors.transport();
    errors_->setHorizontalHeaderLabels({tr("Class"), tr("Count"), tr("Share")});
    struct ErrorRow {
        QString name;
        uint64_t n;
        QString tip;
    };
    const ErrorRow erows[] = {
        {tr("Connect"), r.errors.connect, tr("Connection refused, unreachable or name not resolved.")},
        {tr("TLS handshake"), r.errors.tls, tr("The TLS handshake failed: certificate refused, wrong host name, no common version, or the server closed or sent garbage.")},
        {tr("Send"), r.errors.send, tr("Writing the request failed.")},
        {tr("Receive"), r.errors.receive, tr("The connection was reset or closed while reading.")},
        {tr("Timeout"), r.errors.timeout, tr("No complete response within the timeout.")},
        {tr("Protocol"), r.errors.protocol, tr("The response could not be parsed as HTTP.")},
        {tr("HTTP status"), r.errors.status, tr("A response with a status outside 2xx and 3xx.")},
        {tr("Total"), r.errors.total(), QString()},
    };
    errors_->setRowCount(0);
    row = 0;
    for (const ErrorRow& e : erows) {
        setRow(errors_, row, {e.name, F::count(e.n), share(e.n, attempts)});
        errors_->item(row, 0)->setToolTip(e.tip);
        ++row;
    }

    status_->setHorizontalHeaderLabels({tr("Status"), tr("Count"), tr("Share")});
    status_->setRowCount(0);
    row = 0;
    for (const auto& [code, n] : r.statusCodes)
        setRow(status_, row++, {QString::number(code), F::count(n), share(n, r.requests)});
    if (row == 0)
        setRow(status_, 0, {tr("No responses"), QString(), QString()});

    facts_->setHorizontalHeaderLabels({tr("Item"), tr("Value")});
    facts_->setRowCount(0);
    row = 0;
    auto fact = [&](const QString& k, const QString& v) { setRow(facts_, row++, {k, v}); };
    if (r.target.present) {
        // One figure first, with its source: the cgroup's exact peak when it had one (result/peak_memory.h).
        const bw::PeakMemory peak = bw::peakMemoryOf(r.target);
        fact(tr("Target peak memory"),
             tr("%1 (%2)").arg(F::bytes(peak.bytes), bw::peakMemorySourceText(peak, bw::TextCatalog::installed())));
        if (peak.source != bw::PeakMemory::Source::RssSampled)
            fact(tr("Target peak RSS (sampled)"), F::bytes(r.target.peakRssBytes));
        fact(tr("Target peak CPU"), F::percent(r.target.peakCpuPct));
        fact(tr("Target"), QString::fromStdString(r.target.command));
        const bw::CgroupInfo& cg = r.target.cgroup;
        if (cg.version > 0) {
            const bw::TextCatalog words = bw::TextCatalog::installed();
            fact(tr("Target limits (cgroup)"), bw::cgroupLimitsText(cg, words));
            if (const QString t = bw::throttlingText(cg, words); !t.isEmpty())
                fact(tr("CPU throttling"), t);
            if (const QString t = bw::oomText(cg, words); !t.isEmpty())
                fact(tr("Out of memory"), t);
        }
    } else {
        fact(tr("Target peak memory"), tr("not watched"));
    }
    fact(tr("URL"), QString::fromStdString(r.config.method + " " + r.config.url));
    fact(tr("Virtual users / threads"), tr("%1 / %2").arg(r.config.connections).arg(r.threadsUsed));
    fact(tr("Engine"), QString::fromStdString(r.engineUsed + (r.httpVersion.empty() ? "" : ", " + r.httpVersion)));
    fact(tr("Warmup / measured"), tr("%1 / %2").arg(F::seconds(r.warmupSec), F::seconds(r.measuredSec)));
    if (r.config.rate > 0) {
        fact(tr("Fixed rate"), tr("%1 req/s").arg(F::requestsPerSec(r.config.rate)));
        const bw::LatencySummary& late = r.sendLatenessSummary;
        fact(tr("Send lateness p50 / p99 / max"),
             tr("%1 / %2 / %3").arg(F::latencyUs(late.p50Us), F::latencyUs(late.p99Us), F::latencyUs(late.maxUs)));
        const double share = bw::client_health::latenessShareOfCorrected(r);
        if (share >= 0)
            fact(tr("Client's own lateness in the corrected latency"), tr("%1 of the mean").arg(F::percent(100 * share, 1)));
        fact(tr("Unsent at the end (due, never sent)"), F::count(r.unsentAtEnd));
    }
    fact(tr("Requests in flight at the end (not counted)"), F::count(r.inFlightAtEnd));
    fact(tr("Received / sent"), tr("%1 / %2").arg(F::bytes(r.bytesIn), F::bytes(r.bytesOut)));
    fact(tr("Connections opened"), F::count(r.connectsOpened));
    if (r.connectTime.count > 0)
        fact(tr("Connect time per new connection (p50 / p99)"),
             tr("%1 / %2").arg(F::latencyUs(r.connectTime.p50Us), F::latencyUs(r.connectTime.p99Us)));
    if (r.tlsHandshakeTime.count > 0) {
        fact(tr("TLS handshake per new connection (p50 / p99)"),
             tr("%1 / %2").arg(F::latencyUs(r.tlsHandshakeTime.p50Us), F::latencyUs(r.tlsHandshakeTime.p99Us)));
        fact(tr("TLS handshakes resumed"), tr("%1 of %2").arg(F::count(r.tlsResumed), F::count(r.tlsHandshakeTime.count)));
    }
    if (r.quicHandshakeTime.count > 0) {
        fact(tr("QUIC handshake per new connection (p50 / p99)"),
             tr("%1 / %2").arg(F::latencyUs(r.quicHandshakeTime.p50Us), F::latencyUs(r.quicHandshakeTime.p99Us)));
        fact(tr("QUIC handshakes resumed / with 0-RTT"),
             tr("%1 / %2 of %3")
                 .arg(F::count(r.quicResumed), F::count(r.quicEarlyData), F::count(r.quicHandshakeTime.count)));
    }
    if (r.httpVersion == "HTTP/3") {
        QStringList used;   // system call names, as they are
        for (const std::string& u : r.udpIo)
            used << (u == "gso" ? QStringLiteral("GSO") : QString::fromStdString(u));
        fact(tr("UDP batching"), used.isEmpty() ? tr("none (one datagram per call)") : used.join(QStringLiteral(", ")));
    }
    fact(tr("Client CPU (average)"), F::percent(r.clientCpuPct));
    if (r.clientRunQueueWaitFraction >= 0)
        fact(tr("Client wait for a CPU (busiest thread)"), F::percent(100 * r.clientRunQueueWaitFraction, 1));
    QStringList health;
    for (const std::string& w : bw::clientWarningsOf(r))
        health << SummaryText::clientWarningName(w);
    fact(tr("Client health"), health.isEmpty() ? tr("no warnings") : health.join(QStringLiteral(", ")));
    // Facts read left to right: values next to their names, not across the page.
    for (int i = 0; i < facts_->rowCount(); ++i)
        if (QTableWidgetItem* v = facts_->item(i, 1))
            v->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    renderAgents(r);
    for (QTableWidget* t : {latency_, errors_, status_, agents_})
        fitColumns(t);
    // The details read as sentences: the value column takes the width.
    facts_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    facts_->horizontalHeader()->setStretchLastSection(true);
}

void SummaryPanel::renderAgents(const bw::RunResult& r)
{
    // A merged run's agents, each with its own figures: which one did what,
    // and which one measured itself (client-bound).
    agentsBox_->setVisible(!r.agents.empty());
    agents_->setRowCount(0);
    agents_->setHorizontalHeaderLabels({tr("Agent"), tr("Host"), tr("Virtual users"), tr("Requests"), tr("Req/s"),
                                        tr("p99"), tr("Client CPU"), tr("Client-bound")});
    agents_->horizontalHeaderItem(5)->setToolTip(
        tr("This agent's own p99. The run's p99 comes from the agents' histograms added together, never from "
           "averaging these."));
    int row = 0;
    for (const bw::MergedAgent& m : r.agents) {
        setRow(agents_, row, {tr("%1 of %2").arg(m.agent.index).arg(m.agent.count), QString::fromStdString(m.agent.host),
                              F::count(uint64_t(std::max(0, m.agent.share.connections))), F::count(m.requests),
                              F::requestsPerSec(m.rps), F::latencyUs(m.p99Us),
                              tr("%1 (%2 busy)").arg(F::percent(m.clientCpuPct), F::percent(m.clientBusyFraction * 100)),
                              m.clientBound ? tr("yes: add agents") : tr("no")});
        ++row;
    }
}

void SummaryPanel::renderRounds()
{
    roundsBox_->setVisible(!rounds_.empty());
    roundsTable_->setRowCount(0);
    roundList_->setRowCount(0);
    if (rounds_.empty())
        return;
    roundsBox_->setTitle(tr("Rounds: median and 95% confidence interval"));
    QStringList note;
    note << tr("One round is one sample: each figure is the median over the rounds, ±x% the larger half-width "
               "of its 95% confidence interval. The details below are the last round's.");
    for (bw::SampleWarning w : bw::sampleWarnings(rounds_.size())) {
        if (w == bw::SampleWarning::TooFewForInterval)
            note << tr("Fewer than 6 rounds give no 95% interval of the median (shown as ±∞).");
        else if (w == bw::SampleWarning::SingleSample)
            note << tr("One round cannot separate change from noise.");
    }
    roundsNote_->setText(note.join(QLatin1Char(' ')));

    const bw::TextCatalog words = bw::TextCatalog::installed();
    roundsTable_->setHorizontalHeaderLabels({tr("Metric"), tr("Median"), tr("Min .. max"), tr("Rounds")});
    int row = 0;
    for (const bw::RoundsMetric& rm : bw::summarizeRounds(rounds_)) {
        setRow(roundsTable_, row, {bw::metricName(rm.metric, words), bw::medianCell(rm.metric, rm.interval, F::metricValue),
                                   tr("%1 .. %2").arg(F::metricValue(rm.metric, rm.min), F::metricValue(rm.metric, rm.max)),
                                   QString::number(rm.values.size())});
        if (rm.interval.valid)
            roundsTable_->item(row, 1)->setToolTip(tr("95% interval: %1 .. %2")
                                                       .arg(bw::formatMetricValue(rm.metric, rm.interval.low),
                                                            bw::formatMetricValue(rm.metric, rm.interval.high)));
        ++row;
    }
    roundList_->setHorizontalHeaderLabels({tr("Round"), tr("Req/s"), tr("p99"), tr("Ended"), tr("History")});
    row = 0;
    for (const bw::RunResult& r : rounds_) {
        setRow(roundList_, row, {QString::number(row + 1), F::requestsPerSec(r.rps), F::latencyUs(r.latencySummary.p99Us),
                                 HistoryText::status(bw::runStatusName(r.status)), r.historyId > 0 ? QStringLiteral("#%1").arg(r.historyId)
                                                                                    : tr("not saved")});
        ++row;
    }
    for (QTableWidget* t : {roundsTable_, roundList_})
        fitColumns(t);
}

} // namespace bwui
