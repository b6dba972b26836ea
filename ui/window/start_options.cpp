#include "window/start_options.h"

#include "capacity/capacity_form.h"
#include "panels/baseline_picker.h"
#include "panels/load_panel.h"
#include "panels/target_panel.h"

#include <QSettings>
#include <QTemporaryDir>

namespace bwui {

void applyStartOptions(const GuiOptions& o, TargetPanel* target, LoadPanel* load, BaselinePicker* baseline)
{
    if (o.url) {
        target->setKind(bw::TargetSpec::Kind::Url);
        target->setUrl(*o.url);
    } else if (o.demo) {
        target->setKind(bw::TargetSpec::Kind::Demo);
    }
    bw::LoadConfig c;
    load->fillLoad(c);
    if (o.connections) c.connections = *o.connections;
    if (o.threads) c.threads = *o.threads;
    if (o.durationSec || o.requests)
        c.stages.clear();   // one length: the one given
    if (o.durationSec) {
        c.durationSec = *o.durationSec;
        c.requests = 0;
    }
    if (o.requests) c.requests = *o.requests;
    if (o.warmupSec) c.warmupSec = *o.warmupSec;
    if (o.rate) c.rate = *o.rate;
    if (o.timeoutSec) c.timeoutSec = *o.timeoutSec;
    if (o.stages) c.stages = *o.stages;
    if (o.engine) c.engine = *o.engine;
    if (o.http2 || o.http3) {
        c.http2 = o.http2;
        c.http3 = o.http3;
        c.streams = o.streams.value_or(c.streams);
    }
    load->setLoad(c);
    bw::Slo slo = load->slo();
    if (o.sloRps) slo.minRps = *o.sloRps;
    if (o.sloP99Us) slo.maxP99Us = *o.sloP99Us;
    load->setSlo(slo);
    target->applyRequestOverrides(o.method, o.headers, o.body);
    target->applyTlsOverrides(o.insecure, o.tlsMin);
    target->applyNetworkOverrides(o.split, o.link);
    if (o.baseline) {
        if (*o.baseline == QLatin1String("last"))
            baseline->setChoice(BaselinePicker::Mode::LastMatching);
        else if (o.baseline->toLongLong() > 0)
            baseline->setChoice(BaselinePicker::Mode::Run, o.baseline->toLongLong());
        else
            baseline->setChoice(BaselinePicker::Mode::None);
    }
}

void applyCapacityStartOptions(const GuiOptions& o, CapacityForm* form)
{
    if (!o.capacity)
        return;
    if (o.sloP99Us)
        form->setField(QStringLiteral("slo-p99"), double(*o.sloP99Us) / 1000.0);   // ms
    if (o.sloRps)
        form->setField(QStringLiteral("slo-rps"), double(*o.sloRps));
}

QVariantMap StartOverrides::snapshot(const Writer& write)
{
    QVariantMap out;
    QTemporaryDir dir;
    QSettings scratch(dir.filePath(QStringLiteral("snapshot.ini")), QSettings::IniFormat);
    write(scratch);
    for (const QString& key : scratch.allKeys())
        out.insert(key, scratch.value(key));
    return out;
}

void StartOverrides::record(const QVariantMap& before, const QVariantMap& after)
{
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (auto known = entries_.find(it.key()); known != entries_.end()) {
            known->given = it.value();   // set again: the first saved value stays the one to keep
            continue;
        }
        const QVariant saved = before.value(it.key());
        if (saved != it.value())
            entries_.insert(it.key(), {saved, it.value()});
    }
}

void StartOverrides::restoreUnchanged(QSettings& settings) const
{
    for (auto it = entries_.cbegin(); it != entries_.cend(); ++it) {
        if (settings.value(it.key()) != it->given)
            continue;   // the user changed the field: their value stays
        if (it->saved.isValid())
            settings.setValue(it.key(), it->saved);
        else
            settings.remove(it.key());
    }
}

} // namespace bwui
