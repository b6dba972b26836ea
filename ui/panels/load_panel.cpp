#include "panels/load_panel.h"

#include "controller/error_text.h"
#include "engine/stage_list.h"
#include "panels/load_knobs.h"
#include "panels/stages_editor.h"
#include "widgets/semantic_colors.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
// The protocol combo's items, in this order.
enum Protocol { kHttp1 = 0, kHttp2 = 1, kHttp3 = 2 };

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
    byStages_ = new QCheckBox;
    byStages_->setObjectName(QStringLiteral("byStages"));
    stages_ = new StagesEditor;
    stages_->setStages({{30, 100}, {60, 100}, {10, 0}});   // k6's first example, until the user's own
    knobs_ = new LoadKnobs(vus_, rate_, this);
    timeoutSec_ = secondsBox(0.1, 600, 10);
    protocol_ = new QComboBox;
    protocol_->setObjectName(QStringLiteral("protocol"));
    for (int i = 0; i < 3; ++i)
        protocol_->addItem(QString());
    if (!bw::http3Available())   // (a build without ngtcp2/nghttp3: the item says so in its tooltip)
        if (auto* m = qobject_cast<QStandardItemModel*>(protocol_->model()))
            m->item(kHttp3)->setEnabled(false);
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

    auto* protocolRow = new QWidget;
    auto* protocolLayout = new QHBoxLayout(protocolRow);
    protocolLayout->setContentsMargins(0, 0, 0, 0);
    protocolLayout->addWidget(protocol_);
    protocolLayout->addWidget(streams_, 1);

    auto* loadForm = new QFormLayout(loadBox_);
    rows_.add(loadForm, vus_);
    rows_.add(loadForm, threads_);
    rows_.add(loadForm, warmupSec_);
    loadForm->addRow(byDuration_, durationSec_);
    loadForm->addRow(durationProblem_);
    loadForm->addRow(byCount_, requests_);
    loadForm->addRow(byStages_);
    loadForm->addRow(stages_);
    loadForm->addRow(fixedRate_, rate_);
    rows_.add(loadForm, timeoutSec_);
    rows_.add(loadForm, protocol_, protocolRow);
    rows_.add(loadForm, engine_);
    rows_.add(loadForm, rounds_);
    rows_.add(loadForm, cooldownSec_);

    sloBox_ = new QGroupBox;
    sloRps_ = secondsBox(0, 100000000, 0, 0);
    sloRps_->setSingleStep(1000);
    sloP99Ms_ = secondsBox(0, 600000, 0, 2);
    auto* sloForm = new QFormLayout(sloBox_);
    rows_.add(sloForm, sloRps_);
    rows_.add(sloForm, sloP99Ms_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(loadBox_);
    layout->addWidget(sloBox_);

    for (QDoubleSpinBox* b : {sloRps_, sloP99Ms_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &LoadPanel::sloChanged);
    connect(durationSec_, &QDoubleSpinBox::valueChanged, this, &LoadPanel::showProblem);
    connect(byDuration_, &QRadioButton::toggled, this, &LoadPanel::updateEnabled);
    connect(fixedRate_, &QCheckBox::toggled, this, &LoadPanel::updateEnabled);
    connect(byStages_, &QCheckBox::toggled, this, &LoadPanel::updateEnabled);
    connect(stages_, &StagesEditor::changed, this, &LoadPanel::showProblem);
    connect(vus_, &QSpinBox::valueChanged, this, &LoadPanel::updateEnabled);
    connect(rate_, &QDoubleSpinBox::valueChanged, this, &LoadPanel::updateEnabled);
    connect(protocol_, &QComboBox::currentIndexChanged, this, &LoadPanel::updateEnabled);
    connect(rounds_, &QSpinBox::valueChanged, this, &LoadPanel::updateEnabled);
    updateEnabled();
    retranslate();
}

void LoadPanel::retranslate()
{
    loadBox_->setTitle(tr("Load"));

    rows_.setTexts(vus_, {.label = tr("Virtual user&s:"),
                          .toolTip = tr("<p>A virtual user (VU) is one connection that sends a request, waits for the "
                                        "whole response, then sends the next. More VUs mean more requests in flight "
                                        "at once.</p><p>With a fixed rate, VUs are the most requests that may be in "
                                        "flight together.</p>")});
    rows_.setTexts(threads_, {.label = tr("Threads:"),
                              .toolTip = tr("<p>Load-generator threads; the VUs are shared among them. Auto uses "
                                            "one per CPU this process may use. Never more threads than "
                                            "VUs.</p><p>If the client runs out of CPU, the result measures the "
                                            "client, not the server: the summary warns you when that happens.</p>"),
                              .special = tr("Auto")});
    rows_.setTexts(warmupSec_, {.label = tr("&Warmup:"),
                                .toolTip = tr("<p>Load is sent for this long before measuring starts, and nothing "
                                              "of it is counted: connections get opened, caches and JIT compilers "
                                              "warm up. The charts shade it.</p>"),
                                .suffix = tr(" s"),
                                .special = tr("None")});

    byDuration_->setText(tr("&Duration:"));
    durationSec_->setSuffix(tr(" s"));
    durationSec_->setToolTip(tr("How long the measured phase lasts, after the warmup."));
    byDuration_->setToolTip(durationSec_->toolTip());

    byCount_->setText(tr("Request &count:"));
    requests_->setToolTip(tr("Measure exactly this many requests instead of a fixed time (after the "
                             "warmup). The run stops after one hour at the latest."));
    byCount_->setToolTip(requests_->toolTip());

    byStages_->setText(tr("S&tages instead of one duration"));
    byStages_->setToolTip(tr("<p>Ramp the load in stages, as k6 does: over each stage's duration the "
                             "virtual users (or, with a fixed rate, the requests/s) move linearly to the "
                             "stage's target, from the value set above. The stages set how long the "
                             "measured phase lasts.</p><p>The same as <tt>benchwork-cli run --stages "
                             "30s:100,1m:100</tt>.</p>"));

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

    rows_.setTexts(timeoutSec_, {.label = tr("T&imeout:"),
                                 .toolTip = tr("A request without its complete response after this long counts as "
                                               "a timeout error and its connection is reopened."),
                                 .suffix = tr(" s")});

    rows_.setTexts(protocol_, {.label = tr("&Protocol:")});
    protocol_->setItemText(kHttp1, tr("HTTP/1.1"));
    protocol_->setItemText(kHttp2, tr("HTTP/2"));
    protocol_->setItemText(kHttp3, tr("HTTP/3"));
    streams_->setSuffix(tr(" streams per connection"));
    const QString protocolTip =
        tr("<p>HTTP/2: h2c (prior knowledge) on http://, h2 chosen by ALPN on https://. A server that "
           "does not choose h2 is an error, never measured as HTTP/1.1.</p><p>HTTP/3: QUIC over UDP, "
           "https:// only, on the native engine. A server that does not answer QUIC or offer h3 ends the "
           "run at once; it is never measured over TCP instead.</p><p>Streams: how many requests each "
           "connection (VU) carries at once with HTTP/2 or HTTP/3, like h2load's -m; never more than the "
           "server allows.</p>");
    protocol_->setToolTip(protocolTip);
    streams_->setToolTip(protocolTip);
    protocol_->setItemData(kHttp3,
                           bw::http3Available() ? QVariant()
                                                : QVariant(tr("This Benchwork was built without HTTP/3 (ngtcp2, nghttp3 "
                                                              "or GnuTLS was missing when it was configured).")),
                           Qt::ToolTipRole);

    engine_->setItemText(0, tr("Auto"));
    engine_->setItemText(1, tr("Native"));
    engine_->setItemText(2, tr("libcurl"));
    rows_.setTexts(engine_, {.label = tr("E&ngine:"),
                             .toolTip = tr("<p>Native: Benchwork's own HTTP/1.1 and HTTP/2 client over http:// and "
                                           "https://, the lightest on the CPU.</p><p>libcurl: proxies, at a higher "
                                           "cost per request.</p><p>Auto picks native where it can.</p>")});

    rows_.setTexts(rounds_, {.label = tr("Rounds:"),
                             .toolTip = tr("<p>Run the same configuration this many times, each round a run of its own "
                                           "kept in the history as one round group. At the end the summary shows each "
                                           "figure's median over the rounds with its 95 % confidence interval.</p>"
                                           "<p>One round is one sample: a single run cannot tell a change from the "
                                           "run-to-run noise, and 6 rounds or more give an interval.</p>")});
    rows_.setTexts(cooldownSec_, {.label = tr("Cool-down:"),
                                  .toolTip = tr("The pause between two rounds, so that one round's load does not "
                                                "spill into the next."),
                                  .suffix = tr(" s"),
                                  .special = tr("None")});

    sloBox_->setTitle(tr("Service-level objective"));
    rows_.setTexts(sloRps_, {.label = tr("RPS fl&oor:"),
                             .toolTip = tr("The run passes only if it sustains at least this many requests per "
                                           "second. The summary shows how far above it the result is (\"2.4x RPS "
                                           "target\"). 0: no floor."),
                             .suffix = tr(" req/s"),
                             .special = tr("None")});
    rows_.setTexts(sloP99Ms_, {.label = tr("p&99 ceiling:"),
                               .toolTip = tr("The run passes only if 99 % of requests finish within this time. The "
                                             "summary shows the headroom (\"6.2x p99 headroom\"). With a fixed rate, "
                                             "the latency from the intended send time is judged. 0: no ceiling."),
                               .suffix = tr(" ms"),
                               .special = tr("None")});
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
    if (byStages_->isChecked()) {
        if (const QString why = stages_->problem(); !why.isEmpty())
            return why;
        // The core's checks of stages (a closed-model target above the VU
        // limit...), worded as for the CLI.
        bw::LoadConfig c;
        fillLoad(c);
        c.url = "http://127.0.0.1/";
        if (const auto e = bw::validateConfig(c); e && e->field == "stages")
            return errorText(*e);
        return {};
    }
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
    if (!editable_)
        return;   // a run is under way: setEditable() decides
    const bool staged = byStages_->isChecked();
    stages_->setVisible(staged);
    stages_->setBase(fixedRate_->isChecked() ? rate_->value() : vus_->value());
    byDuration_->setEnabled(!staged);
    byCount_->setEnabled(!staged);
    durationSec_->setEnabled(byDuration_->isChecked() && !staged);
    requests_->setEnabled(!byDuration_->isChecked() && !staged);
    rate_->setEnabled(fixedRate_->isChecked());
    streams_->setEnabled(protocol_->currentIndex() != kHttp1);
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
    c.stages.clear();
    if (byStages_->isChecked()) {
        // Stages set the measured length; a count runs at one level (as --stages).
        c.stages = stages_->stages().value_or(std::vector<bw::RampStage>());
        c.durationSec = durationSec_->value();
        c.requests = 0;
    } else if (byDuration_->isChecked()) {
        c.durationSec = durationSec_->value();
        c.requests = 0;
    } else {
        c.requests = uint64_t(requests_->value());
    }
    c.rate = fixedRate_->isChecked() ? rate_->value() : 0;
    c.timeoutSec = timeoutSec_->value();
    c.engine = bw::EngineKind(qBound(0, engine_->currentIndex(), 2));
    c.http2 = protocol_->currentIndex() == kHttp2;
    c.http3 = protocol_->currentIndex() == kHttp3;
    c.streams = c.http2 || c.http3 ? streams_->value() : 1;
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
    byStages_->setChecked(!c.stages.empty());
    if (!c.stages.empty())
        stages_->setStages(c.stages);   // the schedule that ran, when a saved run is run again
    durationSec_->setValue(c.durationSec);
    if (c.requests > 0)
        requests_->setValue(int(std::min<uint64_t>(c.requests, uint64_t(requests_->maximum()))));
    fixedRate_->setChecked(c.rate > 0);
    if (c.rate > 0)
        rate_->setValue(c.rate);
    timeoutSec_->setValue(c.timeoutSec);
    engine_->setCurrentIndex(int(c.engine));
    protocol_->setCurrentIndex(c.http3 ? kHttp3 : c.http2 ? kHttp2 : kHttp1);
    streams_->setValue(std::max(1, c.streams));
    updateEnabled();
}

void LoadPanel::setSlo(const bw::Slo& slo)
{
    sloRps_->setValue(std::max(0.0, slo.minRps));
    sloP99Ms_->setValue(std::max(0.0, slo.maxP99Us / 1000));
}

void LoadPanel::setEditable(bool editable)
{
    // Field by field rather than the group: the live knob stays enabled.
    editable_ = editable;
    sloBox_->setEnabled(editable);
    QAbstractSpinBox* knob = knobs_->field();
    for (QWidget* w : loadBox_->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        w->setEnabled(editable || w == knob);
    if (editable)
        updateEnabled();
}

void LoadPanel::setStagesOn(bool on)
{
    byStages_->setChecked(on);
}

bool LoadPanel::stagesOn() const
{
    return byStages_->isChecked();
}

} // namespace bwui
