#include "series_csv.h"

#include <QStringList>

#include <cmath>
#include <map>

namespace bw {

QStringList seriesCsvColumns()
{
    return {QStringLiteral("second"), QStringLiteral("warmup"), QStringLiteral("requests"),
            QStringLiteral("errors"), QStringLiteral("errors_connect"), QStringLiteral("errors_send"),
            QStringLiteral("errors_receive"), QStringLiteral("errors_timeout"), QStringLiteral("errors_protocol"),
            QStringLiteral("errors_status"), QStringLiteral("bytes_in"), QStringLiteral("bytes_out"),
            QStringLiteral("p50_us"), QStringLiteral("p90_us"), QStringLiteral("p99_us"), QStringLiteral("max_us"),
            QStringLiteral("client_cpu_pct"), QStringLiteral("active_vus"), QStringLiteral("target_rate"),
            QStringLiteral("target_rss_bytes"), QStringLiteral("target_cpu_pct"), QStringLiteral("target_threads"),
            QStringLiteral("target_processes")};
}

QString seriesToCsv(const RunResult& r)
{
    // Target samples keyed by the whole second they fall in.
    std::map<int, const TargetPoint*> target;
    for (const TargetPoint& p : r.target.series)
        target[int(std::floor(p.tSec))] = &p;
    auto num = [](double v) { return QString::number(v, 'g', 10); };
    QString out = seriesCsvColumns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const SecondStats& s : r.series) {
        QStringList row;
        row << QString::number(s.second) << (s.warmup ? QStringLiteral("1") : QStringLiteral("0"))
            << QString::number(s.requests) << QString::number(s.errors.total()) << QString::number(s.errors.connect)
            << QString::number(s.errors.send) << QString::number(s.errors.receive) << QString::number(s.errors.timeout)
            << QString::number(s.errors.protocol) << QString::number(s.errors.status) << QString::number(s.bytesIn)
            << QString::number(s.bytesOut) << num(s.p50Us) << num(s.p90Us) << num(s.p99Us) << num(s.maxUs)
            << num(s.clientCpuPct) << QString::number(s.activeVus) << num(s.targetRate);
        const auto it = target.find(s.second);
        if (it != target.end())
            row << QString::number(it->second->rssBytes) << num(it->second->cpuPct) << QString::number(it->second->threads)
                << QString::number(it->second->processes);
        else
            row << QString() << QString() << QString() << QString();
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace bw
