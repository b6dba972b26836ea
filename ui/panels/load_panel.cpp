#include "panels/load_panel.h"

#include "controller/error_text.h"
#include "widgets/semantic_colors.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
QLabel* buddyLabel(QWidget* buddy)
{
    auto* l = new QLabel;
    l->setBuddy(buddy);
    return l;
}

QDoubleSpinBox* secondsBox(double min, double max, double value, int decimals = 1)
{
    auto* b = new QDoubleSpinBox;
    b->setRange(min, max);
    b->setDecimals(decimals);
    b->setValue(value);
    b->setAccelerated(true);
    return b;
}
} // namespace

LoadPanel::LoadPanel(QWidget* parent) : QWidget(parent)
{
    loadBox_ = new QGroupBox;
    vus_ = new QSpinBox;
    vus_->setRange(1, 100000);
    vus_->setValue(50);
    vus_->setAccelerated(true);
    threads_ = new QSpinBox;
    threads_->setRange(0, 256);
    warmupSec_ = secondsBox(0, 3600, 2);
    byDuration_ = new QRadioButton;
    byDuration_->setChecked(true);
    // From 0, not from a minimum the field would silently put back: a typed
    // 0 stays and the panel says why it cannot run (problem()).
    durationSec_ = secondsBox(0, 86400, 10);
    durationSec_->setObjectName(QStringLiteral("duration"));
    durationProblem_ = new QLabel;
    durationProblem_->setWordWrap(true);
    durationProblem_->hide();
    byCount_ = new QRadioButton;
    requests_ = new QSpinBox;
    requests_->setRange(1, 2000000000);
    requests_->setValue(100000);
    requests_->setSingleStep(1000);
    requests_->setAccelerated(true);
    auto* modeGroup = new QButtonGroup(this);
    modeGroup->addButton(byDuration_);
    modeGroup->addButton(byCount_);
    fixedRate_ = new QCheckBox;
    rate_ = secondsBox(1, 10000000, 1000, 0);
    rate_->setSingleStep(100);
    timeoutSec_ = secondsBox(0.1, 600, 10);
    http2_ = new QCheckBox;
    streams_ = new QSpinBox;
    streams_->setRange(1, bw::kMaxStreams);
    streams_->setValue(1);
    engine_ = new QComboBox;
    for (int i = 0; i < 3; ++i)
        engine_->addItem(QString());
    rounds_ = new QSpinBox;
    rounds_->setObjectName(QStringLiteral("rounds"));
    rounds_->setRange(1, 1000);
    rounds_->setValue(1);
    cooldownSec_ = secondsBox(0, 3600, 1);
    cooldownSec_->setObjectName(QStringLiteral("cooldown"));

    vusLabel_ = buddyLabel(vus_);
    threadsLabel_ = buddyLabel(threads_);
    warmupLabel_ = buddyLabel(warmupSec_);
    timeoutLabel_ = buddyLabel(timeoutSec_);
    engineLabel_ = buddyLabel(engine_);
    roundsLabel_ = buddyLabel(rounds_);
    cooldownLabel_ = buddyLabel(cooldownSec_);

    auto* loadForm = new QFormLayout(loadBox_);
    loadForm->addRow(vusLabel_, vus_);
    loadForm->addRow(threadsLabel_, threads_);
    loadForm->addRow(warmupLabel_, warmupSec_);
    loadForm->addRow(byDuration_, durationSec_);
    loadForm->addRow(durationProblem_);
    loadForm->addRow(byCount_, requests_);
    loadForm->addRow(fixedRate_, rate_);
    loadForm->addRow(timeoutLabel_, timeoutSec_);
    loadForm->addRow(http2_, streams_);
    loadForm->addRow(engineLabel_, engine_);
    loadForm->addRow(roundsLabel_, rounds_);
    loadForm->addRow(cooldownLabel_, cooldownSec_);

    sloBox_ = new QGroupBox;
    sloRps_ = secondsBox(0, 100000000, 0, 0);
    sloRps_->setSingleStep(1000);
    sloP99Ms_ = secondsBox(0, 600000, 0, 2);
    sloRpsLabel_ = buddyLabel(sloRps_);
    sloP99Label_ = buddyLabel(sloP99Ms_);
    auto* sloForm = new QFormLayout(sloBox_);
    sloForm->addRow(sloRpsLabel_, sloRps_);
    sloForm->addRow(sloP99Label_, sloP99Ms_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(loadBox_);
    layout->addWidget(sloBox_);

    for (QDoubleSpinBox* b : {sloRps_, sloP99Ms_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &LoadPanel::sloChanged);
    connect(durationSec_, &QDoubleSpinBox::valueChanged, this, &LoadPanel::showProblem);
    connect(byDuration_, &QRadioButton::toggled, this, &LoadPanel::updateEnabled);
    connect(fixedRate_, &QCheckBox::toggled, this, &LoadPanel::updateEnabled);
    connect(http2_, &QCheckBox::toggled, this, &LoadPanel::updateEnabled);
    connect(rounds_, &QSpinBox::valueChanged, this, &LoadPanel::updateEnabled);
    updateEnabled();
    retranslate();
}

void LoadPanel::retranslate()
{
    loadBox_->setTitle(tr("Load"));

    vusLabel_->setText(tr("Virtual user&s:"));
    vus_->setToolTip(tr("<p>A virtual user (VU) is one connection that sends a request, waits for the "
                        "whole response, then sends the next. More VUs mean more requests in flight "
                        "at once.</p><p>With a fixed rate, VUs are the most requests that may be in "
                        "flight together.</p>"));

    threadsLabel_->setText(tr("Threads:"));
    threads_->setSpecialValueText(tr("Auto"));
    threads_->setToolTip(tr("<p>Load-generator threads; the VUs are shared among them. Auto uses one "
                            "per CPU core. Never more threads than VUs.</p><p>If the client runs out "
                            "of CPU, the result measures the client, not the server: the summary warns "
                            "you when that happens.</p>"));

    warmupLabel_->setText(tr("&Warmup:"));
    warmupSec_->setSuffix(tr(" s"));
    warmupSec_->setSpecialValueText(tr("None"));
    warmupSec_->setToolTip(tr("<p>Load is sent for this long before measuring starts, and nothing of "
                              "it is counted: connections get opened, caches and JIT compilers warm up. "
                              "The charts shade it.</p>"));

    byDuration_->setText(tr("&Duration:"));
    durationSec_->setSuffix(tr(" s"));
    durationSec_->setToolTip(tr("How long the measured phase lasts, after the warmup."));
    byDuration_->setToolTip(durationSec_->toolTip());

    byCount_->setText(tr("Request &count:"));
    requests_->setToolTip(tr("Measure exactly this many requests instead of a fixed time (after the "
                             "warmup). The run stops after one hour at the latest."));
    byCount_->setToolTip(requests_->toolTip());

    fixedRate_->setText(tr("Fi&xed rate:"));
    rate_->setSuffix(tr(" req/s"));
    const QString rateTip =
        tr("<p>Without a fixed rate, each VU sends its next request as soon as the previous one "
           "answers (closed model): a slow server slows the load down and hides its own delays.</p>"
           "<p>With a fixed rate, requests are sent on a schedule whatever the server does (open "
           "model). Latency is then also measured from when each request <i>should</i> have been "
           "sent, so waiting caused by a stalled server is counted rather than omitted "
           "(coordinated omission).</p>");
    fixedRate_->setToolTip(rateTip);
    rate_->setToolTip(rateTip);

    timeoutLabel_->setText(tr("T&imeout:"));
    timeoutSec_->setSuffix(tr(" s"));
    timeoutSec_->setToolTip(tr("A request without its complete response after this long counts as "
                               "a timeout error and its connection is reopened."));

    http2_->setText(tr("HTTP/&2, streams:"));
    streams_->setSuffix(tr(" per connection"));
    const QString h2Tip =
        tr("<p>HTTP/2: h2c (prior knowledge) on http://, h2 chosen by ALPN on https://. A server that "
           "does not choose h2 is an error, never measured as HTTP/1.1.</p><p>Streams: how many "
           "requests each connection (VU) carries at once, like h2load's -m; never more than the "
           "server allows. More than one needs the native engine.</p>");
    http2_->setToolTip(h2Tip);
    streams_->setToolTip(h2Tip);

    engineLabel_->setText(tr("E&ngine:"));
    engine_->setItemText(0, tr("Auto"));
    engine_->setItemText(1, tr("Native"));
    engine_->setItemText(2, tr("libcurl"));
    engine_->setToolTip(tr("<p>Native: Benchwork's own HTTP/1.1 and HTTP/2 client over http:// and "
                           "https://, the lightest on the CPU.</p><p>libcurl: proxies, at a higher cost per "
                           "request.</p><p>Auto picks native where it can.</p>"));

    roundsLabel_->setText(tr("Rounds:"));
    rounds_->setToolTip(tr("<p>Run the same configuration this many times, each round a run of its own "
                           "kept in the history as one round group. At the end the summary shows each "
                           "figure's median over the rounds with its 95 % confidence interval.</p>"
                           "<p>One round is one sample: a single run cannot tell a change from the "
                           "run-to-run noise, and 6 rounds or more give an interval.</p>"));
    cooldownLabel_->setText(tr("Cool-down:"));
    cooldownSec_->setSuffix(tr(" s"));
    cooldownSec_->setSpecialValueText(tr("None"));
    cooldownSec_->setToolTip(tr("The pause between two rounds, so that one round's load does not "
                                "spill into the next."));

    sloBox_->setTitle(tr("Service-level objective"));
    sloRpsLabel_->setText(tr("RPS fl&oor:"));
    sloRps_->setSuffix(tr(" req/s"));
    sloRps_->setSpecialValueText(tr("None"));
    sloRps_->setToolTip(tr("The run passes only if it sustains at least this many requests per "
                           "second. The summary shows how far above it the result is (\"2.4x RPS "
                           "target\"). 0: no floor."));
    sloP99Label_->setText(tr("p&99 ceiling:"));
    sloP99Ms_->setSuffix(tr(" ms"));
    sloP99Ms_->setSpecialValueText(tr("None"));
    sloP99Ms_->setToolTip(tr("The run passes only if 99 % of requests finish within this time. The "
                             "summary shows the headroom (\"6.2x p99 headroom\"). With a fixed rate, "
                             "the latency from the intended send time is judged. 0: no ceiling."));
}

void LoadPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        showProblem();
    QWidget::changeEvent(event);
}

QString LoadPanel::problem() const
{
    // The core's own check and sentence (validateConfig), as the CLI says it.
    if (byDuration_->isChecked() && !(durationSec_->value() > 0))
        return errorText(bw::Error(bw::ErrorCode::DurationNotPositive, "duration"));
    return {};
}

void LoadPanel::showProblem()
{
    const QString text = problem();
    durationProblem_->setText(text);
    QPalette p = durationProblem_->palette();
    p.setColor(QPalette::WindowText, SemanticColors::color(SemanticColors::Role::Bad, palette()));
    durationProblem_->setPalette(p);
    durationProblem_->setVisible(!text.isEmpty());
}

void LoadPanel::updateEnabled()
{
    durationSec_->setEnabled(byDuration_->isChecked());
    requests_->setEnabled(!byDuration_->isChecked());
    rate_->setEnabled(fixedRate_->isChecked());
    streams_->setEnabled(http2_->isChecked());
    cooldownSec_->setEnabled(rounds_->value() > 1);
    showProblem();
}

int LoadPanel::rounds() const
{
    return rounds_->value();
}

double LoadPanel::cooldownSec() const
{
    return cooldownSec_->value();
}

void LoadPanel::setRounds(int rounds)
{
    rounds_->setValue(std::clamp(rounds, 1, 1000));
}

void LoadPanel::setCooldownSec(double seconds)
{
    cooldownSec_->setValue(std::max(0.0, seconds));
}

void LoadPanel::fillLoad(bw::LoadConfig& c) const
{
    c.connections = vus_->value();
    c.threads = threads_->value();
    c.warmupSec = warmupSec_->value();
    if (byDuration_->isChecked()) {
        c.durationSec = durationSec_->value();
        c.requests = 0;
    } else {
        c.requests = uint64_t(requests_->value());
    }
    c.rate = fixedRate_->isChecked() ? rate_->value() : 0;
    c.timeoutSec = timeoutSec_->value();
    c.engine = bw::EngineKind(qBound(0, engine_->currentIndex(), 2));
    c.http2 = http2_->isChecked();
    c.streams = c.http2 ? streams_->value() : 1;
}

bw::Slo LoadPanel::slo() const
{
    bw::Slo s;
    s.minRps = sloRps_->value();
    s.maxP99Us = sloP99Ms_->value() * 1000;
    return s;
}

void LoadPanel::setLoad(const bw::LoadConfig& c)
{
    vus_->setValue(c.connections);
    threads_->setValue(c.threads);
    warmupSec_->setValue(c.warmupSec);
    byDuration_->setChecked(c.requests == 0);
    byCount_->setChecked(c.requests > 0);
    durationSec_->setValue(c.durationSec);
    if (c.requests > 0)
        requests_->setValue(int(std::min<uint64_t>(c.requests, uint64_t(requests_->maximum()))));
    fixedRate_->setChecked(c.rate > 0);
    if (c.rate > 0)
        rate_->setValue(c.rate);
    timeoutSec_->setValue(c.timeoutSec);
    engine_->setCurrentIndex(int(c.engine));
    http2_->setChecked(c.http2);
    streams_->setValue(std::max(1, c.streams));
    updateEnabled();
}

void LoadPanel::setSlo(const bw::Slo& slo)
{
    sloRps_->setValue(std::max(0.0, slo.minRps));
    sloP99Ms_->setValue(std::max(0.0, slo.maxP99Us / 1000));
}

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
    c.streams = s.value("load/streams", 1).toInt();
    setLoad(c);
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
    s.setValue("load/streams", streams_->value());
    s.setValue("load/rounds", rounds_->value());
    s.setValue("load/cooldownSec", cooldownSec_->value());
    s.setValue("slo/minRps", sloRps_->value());
    s.setValue("slo/maxP99Ms", sloP99Ms_->value());
}

void LoadPanel::setEditable(bool editable)
{
    loadBox_->setEnabled(editable);
    sloBox_->setEnabled(editable);
}

} // namespace bwui
