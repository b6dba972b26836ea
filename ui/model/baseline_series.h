#pragma once
// A past run drawn under the live one. Its measured seconds are kept on a
// clock that starts with its measured phase, so they can be laid on any
// live run by that run's warmup: second k of the baseline's measured phase
// sits at second k of the live run's. Its warmup is left out (it was not
// counted), and a baseline shorter or longer than the live run simply ends
// earlier or runs past the live axis (cut at its end). Also holds the
// baseline's averages for the "vs baseline" figures and its spectrum.
//
// Threads: UI thread only (plain data).
#include "model/live_series.h"
#include "model/run_channels.h"
#include "model/series_buffer.h"

#include "result/run_result.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <cstdint>

namespace bwui {

class BaselineSeries {
public:
    void set(const bw::RunResult& run, const QString& name);
    void clear();
    bool active() const { return active_; }
    uint64_t version() const { return version_; }

    int64_t historyId() const { return historyId_; }
    QString name() const { return name_; }
    double rps() const { return rps_; }         // the baseline's measured average
    double p99Us() const { return p99Us_; }     // from the actual send, as the p99 figure shows it
    double measuredSec() const { return measuredSec_; }
    const LiveSpectrum& spectrum() const { return spectrum_; }

    // Channel `channel` (a RunChannel) on the live run's time axis, given
    // the live run's warmup: points in [0, spanSec], decimated to `buckets`.
    QList<QPointF> points(int channel, double liveWarmupSec, double spanSec, int buckets) const;

private:
    bool active_ = false;
    uint64_t version_ = 0;
    int64_t historyId_ = 0;
    QString name_;
    double rps_ = 0, p99Us_ = 0, measuredSec_ = 0;
    SeriesBuffer measured_{RunChannelCount, 4096};   // t = seconds since the baseline's measured phase began
    LiveSpectrum spectrum_;
};

} // namespace bwui
