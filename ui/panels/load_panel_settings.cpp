// LoadPanel, its settings: the load, the stages table (kept while unticked)
// and the SLO, through QSettings.
#include "panels/load_panel.h"

#include "panels/stages_editor.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>

namespace bwui {

void LoadPanel::loadSettings(const QSettings& s)
{
    bw::LoadConfig c;
    c.connections = s.value("load/vus", 50).toInt();
    c.threads = s.value("load/threads", 0).toInt();
    c.warmupSec = s.value("load/warmupSec", 2.0).toDouble();
    c.durationSec = s.value("load/durationSec", 10.0).toDouble();
    c.requests = s.value("load/requests", 0).toULongLong();
    c.rate = s.value("load/rate", 0.0).toDouble();
    c.timeoutSec = s.value("load/timeoutSec", 10.0).toDouble();
    c.engine = bw::parseEngineKind(s.value("load/engine", "auto").toString().toStdString())
                   .value_or(bw::EngineKind::Auto);
    c.http2 = s.value("load/http2", false).toBool();
    c.http3 = s.value("load/http3", false).toBool() && bw::http3Available();
    c.streams = s.value("load/streams", 1).toInt();
    const QString stageText = s.value("load/stages").toString();
    if (!stageText.isEmpty())
        stages_->setStageText(stageText);   // kept while unticked too
    setLoad(c);
    setStagesOn(s.value("load/stagesOn", false).toBool());
    if (c.rate <= 0)
        rate_->setValue(s.value("load/rateValue", 1000.0).toDouble());
    if (c.requests == 0)
        requests_->setValue(s.value("load/requestsValue", 100000).toInt());
    setRounds(s.value("load/rounds", 1).toInt());
    setCooldownSec(s.value("load/cooldownSec", 1.0).toDouble());
    bw::Slo slo;
    slo.minRps = s.value("slo/minRps", 0.0).toDouble();
    slo.maxP99Us = s.value("slo/maxP99Ms", 0.0).toDouble() * 1000;
    setSlo(slo);
}

void LoadPanel::saveSettings(QSettings& s) const
{
    bw::LoadConfig c;
    fillLoad(c);
    s.setValue("load/vus", c.connections);
    s.setValue("load/threads", c.threads);
    s.setValue("load/warmupSec", c.warmupSec);
    s.setValue("load/durationSec", durationSec_->value());
    s.setValue("load/requests", qulonglong(c.requests));
    s.setValue("load/requestsValue", requests_->value());
    s.setValue("load/rate", c.rate);
    s.setValue("load/rateValue", rate_->value());
    s.setValue("load/timeoutSec", c.timeoutSec);
    s.setValue("load/engine", QString::fromLatin1(bw::engineKindName(c.engine)));
    s.setValue("load/http2", c.http2);
    s.setValue("load/http3", c.http3);
    s.setValue("load/streams", streams_->value());
    s.setValue("load/stagesOn", byStages_->isChecked());
    s.setValue("load/stages", stages_->stageText());
    s.setValue("load/rounds", rounds_->value());
    s.setValue("load/cooldownSec", cooldownSec_->value());
    s.setValue("slo/minRps", sloRps_->value());
    s.setValue("slo/maxP99Ms", sloP99Ms_->value());
}

} // namespace bwui
