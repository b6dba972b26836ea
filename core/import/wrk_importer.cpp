#include "wrk_importer.h"

#include "import/unit_value.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cmath>

namespace bw {

namespace {

struct LineError {
    int line;
    std::string message;
};

} // namespace

bool importWrkText(const std::string& text, ImportedRun* out, Error* error)
{
    ImportedRun imp = importedRunFrom(RunSource::Wrk, "wrk");
    RunResult& r = imp.result;
    r.httpVersion = "HTTP/1.1";

    static const QRegularExpression running(QStringLiteral("^Running (\\S+) test @ (\\S+)"));
    static const QRegularExpression threads(QStringLiteral("^(\\d+) threads and (\\d+) connections"));
    static const QRegularExpression latency(QStringLiteral("^Latency\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)%"));
    static const QRegularExpression pct(QStringLiteral("^(\\d+(?:\\.\\d+)?)%\\s+(\\S+)$"));
    static const QRegularExpression summary(QStringLiteral("^(\\d+) requests in (\\S+), (\\S+) read"));
    static const QRegularExpression socket(QStringLiteral("^Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)"));
    static const QRegularExpression non2xx(QStringLiteral("^Non-2xx or 3xx responses: (\\d+)"));
    static const QRegularExpression rps(QStringLiteral("^Requests/sec:\\s+(\\S+)"));

    auto fail = [error](int line, const std::string& message) {
        if (error)
            *error = {"line " + std::to_string(line), message};
        return false;
    };
    auto num = [](const QString& s) { return s.toStdString(); };

    const QStringList lines = QString::fromUtf8(text.data(), qsizetype(text.size())).split(QLatin1Char('\n'));
    bool sawRequests = false, sawRps = false, inDistribution = false;
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = lines[i].trimmed();
        QRegularExpressionMatch m;
        if ((m = running.match(line)).hasMatch()) {
            const auto d = parseDurationSec(num(m.captured(1)));
            if (!d)
                return fail(lineNo, "cannot read the test duration '" + num(m.captured(1)) + "'");
            r.config.durationSec = *d;
            r.config.url = num(m.captured(2));
        } else if ((m = threads.match(line)).hasMatch()) {
            r.config.threads = m.captured(1).toInt();
            r.threadsUsed = r.config.threads;
            r.config.connections = m.captured(2).toInt();
        } else if ((m = latency.match(line)).hasMatch()) {
            const auto avg = parseDurationSec(num(m.captured(1)));
            const auto sd = parseDurationSec(num(m.captured(2)));
            const auto mx = parseDurationSec(num(m.captured(3)));
            if (!avg || !sd || !mx)
                return fail(lineNo, "cannot read the latency figures in '" + num(line) + "'");
            r.latencySummary.meanUs = *avg * 1e6;
            r.latencySummary.stdevUs = *sd * 1e6;
            r.latencySummary.maxUs = *mx * 1e6;
        } else if (line == QLatin1String("Latency Distribution")) {
            inDistribution = true;
        } else if (inDistribution && (m = pct.match(line)).hasMatch()) {
            const auto v = parseDurationSec(num(m.captured(2)));
            if (!v)
                return fail(lineNo, "cannot read the latency '" + num(m.captured(2)) + "'");
            const double p = m.captured(1).toDouble();
            const double us = *v * 1e6;
            if (p == 50) r.latencySummary.p50Us = us;
            else if (p == 75) r.latencySummary.p75Us = us;
            else if (p == 90) r.latencySummary.p90Us = us;
            else if (p == 99) r.latencySummary.p99Us = us;
            else if (p == 99.9) r.latencySummary.p999Us = us;
        } else if ((m = summary.match(line)).hasMatch()) {
            inDistribution = false;
            const auto d = parseDurationSec(num(m.captured(2)));
            const auto b = parseByteSize(num(m.captured(3)));
            if (!d || *d <= 0)
                return fail(lineNo, "cannot read the measured duration '" + num(m.captured(2)) + "'");
            if (!b || *b >= 1.8e19)   // beyond uint64_t: not a size wrk printed
                return fail(lineNo, "cannot read the size '" + num(m.captured(3)) + "'");
            r.requests = m.captured(1).toULongLong();
            r.measuredSec = *d;
            r.bytesIn = uint64_t(*b + 0.5);
            sawRequests = true;
        } else if ((m = socket.match(line)).hasMatch()) {
            r.errors.connect = m.captured(1).toULongLong();
            r.errors.receive = m.captured(2).toULongLong();
            r.errors.send = m.captured(3).toULongLong();
            r.errors.timeout = m.captured(4).toULongLong();
        } else if (line.startsWith(QLatin1String("Socket errors:"))) {
            return fail(lineNo, "cannot read the socket errors in '" + num(line) + "'");
        } else if ((m = non2xx.match(line)).hasMatch()) {
            r.errors.status = m.captured(1).toULongLong();
        } else if (line.startsWith(QLatin1String("Requests/sec:"))) {
            bool ok = false;
            const QString v = rps.match(line).captured(1);
            r.rps = v.toDouble(&ok);
            if (!ok || !(r.rps >= 0) || !std::isfinite(r.rps))   // toDouble takes "-1", "inf", "nan"
                return fail(lineNo, "cannot read Requests/sec '" + num(v) + "'");
            sawRps = true;
        } else if (line.startsWith(QLatin1String("Transfer/sec:"))) {
            if (!parseByteSize(num(line.mid(13).trimmed())))
                return fail(lineNo, "cannot read Transfer/sec '" + num(line.mid(13).trimmed()) + "'");
        } else if (line.startsWith(QLatin1String("Thread Stats")) || line.startsWith(QLatin1String("Req/Sec"))) {
            inDistribution = false;
        }
    }
    const int end = int(lines.size());
    if (!sawRequests)
        return fail(end, "no 'N requests in Xs, Y read' line: this does not look like wrk output");
    if (!sawRps)
        return fail(end, "no 'Requests/sec:' line: the wrk output is incomplete");
    if (r.errors.status > r.requests)
        return fail(end, "more non-2xx/3xx responses than requests");

    r.latencySummary.count = r.requests;
    r.status = RunStatus::Complete;
    imp.notes = "Imported from wrk text output. Latency mean, stdev, max and the percentiles wrk printed "
                "(50/75/90/99 with --latency) are stored as the summary; no latency histogram (wrk prints "
                "only percentiles), no per-second series, minimum latency unknown. wrk's latency is not "
                "corrected for coordinated omission. wrk reports no status codes, only the count of "
                "non-2xx/3xx responses.";
    *out = std::move(imp);
    return true;
}

} // namespace bw
