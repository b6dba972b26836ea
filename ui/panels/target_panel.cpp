#include "panels/target_panel.h"

#include "controller/error_text.h"
#include "engine/header_field.h"
#include "engine/url.h"
#include "widgets/semantic_colors.h"
#include "requests/request_set_row.h"
#include "link/link_profile.h"
#include "report/link_text.h"
#include "run/split_plan.h"
#include "target/cpu_list.h"
#include "target/readiness.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <iterator>

namespace bwui {

namespace {
// The server choices in the order of the combo box (and of the saved
// "target/kind" index).
constexpr bw::TargetSpec::Kind kKindOrder[] = {bw::TargetSpec::Kind::Demo, bw::TargetSpec::Kind::Url,
                                               bw::TargetSpec::Kind::Launch, bw::TargetSpec::Kind::Attach};
constexpr int kKindCount = int(std::size(kKindOrder));

int kindIndex(bw::TargetSpec::Kind kind)
{
    for (int i = 0; i < kKindCount; ++i)
        if (kKindOrder[i] == kind)
            return i;
    return 0;
}

QLabel* noteLabel()
{
    auto* l = new QLabel;
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}
} // namespace

TargetPanel::TargetPanel(QWidget* parent) : Retranslating(parent)
{
    // --- Server -------------------------------------------------------------
    serverBox_ = new QGroupBox;
    kindCombo_ = new QComboBox;
    for (int i = 0; i < kKindCount; ++i)
        kindCombo_->addItem(QString());

    pages_ = new QStackedWidget;
    demoStatus_ = noteLabel();
    demoStatus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pages_->addWidget(demoStatus_);

    urlOnlyNote_ = noteLabel();
    pages_->addWidget(urlOnlyNote_);

    auto* launchPage = new QWidget;
    auto* launchForm = new QFormLayout(launchPage);
    launchForm->setContentsMargins(0, 0, 0, 0);
    command_ = new QLineEdit;
    command_->setObjectName(QStringLiteral("command"));
    command_->setPlaceholderText(QStringLiteral("node server.js --port 8080"));
    cpus_ = new QLineEdit;
    cpus_->setObjectName(QStringLiteral("cpus"));
    cpus_->setPlaceholderText(QStringLiteral("0-1"));
    cpuQuota_ = new QDoubleSpinBox;
    cpuQuota_->setObjectName(QStringLiteral("cpuQuota"));
    cpuQuota_->setRange(0, 1024);
    cpuQuota_->setDecimals(2);
    cpuQuota_->setSingleStep(0.5);
    memoryMiB_ = new QSpinBox;
    memoryMiB_->setObjectName(QStringLiteral("memoryMiB"));
    memoryMiB_->setRange(0, 1024 * 1024);
    memoryMiB_->setSingleStep(64);
    launchContainer_ = new QLineEdit;
    launchContainer_->setObjectName(QStringLiteral("launchContainer"));
    launchContainer_->setPlaceholderText(QStringLiteral("web"));
    readyUrl_ = new QLineEdit;
    readyUrl_->setObjectName(QStringLiteral("readyUrl"));
    readyUrl_->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080/health"));
    workingDir_ = new QLineEdit;
    workingDir_->setObjectName(QStringLiteral("workingDir"));
    environment_ = new QPlainTextEdit;
    environment_->setObjectName(QStringLiteral("environment"));
    environment_->setTabChangesFocus(true);
    environment_->setMaximumHeight(52);
    environment_->setPlaceholderText(QStringLiteral("PORT=8080"));
    for (QWidget* field : std::initializer_list<QWidget*>{command_, cpus_, cpuQuota_, memoryMiB_, readyUrl_,
                                                          workingDir_, environment_, launchContainer_})
        rows_.add(launchForm, field);
    pages_->addWidget(launchPage);

    auto* attachPage = new QWidget;
    auto* attachForm = new QFormLayout(attachPage);
    attachForm->setContentsMargins(0, 0, 0, 0);
    pid_ = new QSpinBox;
    pid_->setRange(0, std::numeric_limits<int>::max());
    rows_.add(attachForm, pid_);
    container_ = new QLineEdit;
    container_->setObjectName(QStringLiteral("container"));
    container_->setPlaceholderText(QStringLiteral("web"));
    rows_.add(attachForm, container_);
    pages_->addWidget(attachPage);

    // --split, for every kind: a launched or demo target and the engine on
    // CPUs of their own (auto), or S:C, or off.
    split_ = new QLineEdit;
    split_->setObjectName(QStringLiteral("split"));
    split_->setPlaceholderText(QStringLiteral("auto"));
    // --link: Local, then the presets (their names filled in retranslate()).
    network_ = new QComboBox;
    network_->setObjectName(QStringLiteral("network"));
    network_->addItem(QString(), QString());
    for (const bw::LinkProfile& p : bw::linkPresets())
        network_->addItem(QString(), QString::fromStdString(p.name));

    auto* serverForm = new QFormLayout(serverBox_);
    rows_.add(serverForm, kindCombo_);
    serverForm->addRow(pages_);
    rows_.add(serverForm, split_);
    rows_.add(serverForm, network_);

    // --- Request ------------------------------------------------------------
    requestBox_ = new QGroupBox;
    url_ = new QLineEdit;
    url_->setObjectName(QStringLiteral("url"));
    url_->setClearButtonEnabled(true);
    method_ = new QComboBox;
    method_->setObjectName(QStringLiteral("method"));
    method_->setEditable(true);
    method_->addItems({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"});
    headers_ = new QTableWidget(0, 2);
    headers_->horizontalHeader()->setStretchLastSection(true);
    headers_->verticalHeader()->setVisible(false);
    headers_->setMinimumHeight(60);
    headers_->setMaximumHeight(84);
    headers_->setTabKeyNavigation(false);   // Tab leaves the table: keyboard users can move on
    addHeader_ = new QPushButton;
    removeHeader_ = new QPushButton;
    body_ = new QPlainTextEdit;
    body_->setObjectName(QStringLiteral("body"));
    body_->setTabChangesFocus(true);
    body_->setMaximumHeight(52);
    tlsMin_ = new QComboBox;
    tlsMin_->addItem(QString(), QString());
    tlsMin_->addItem(QString(), QStringLiteral("1.3"));
    insecure_ = new QCheckBox;

    auto* headerButtons = new QHBoxLayout;
    headerButtons->addWidget(addHeader_);
    headerButtons->addWidget(removeHeader_);
    headerButtons->addStretch();
    auto* headerBox = new QVBoxLayout;
    headerBox->addWidget(headers_);
    headerBox->addLayout(headerButtons);

    auto* requestForm = new QFormLayout(requestBox_);
    urlProblem_ = new QLabel;
    urlProblem_->setWordWrap(true);
    urlProblem_->setVisible(false);
    auto* urlBox = new QVBoxLayout;
    urlBox->setContentsMargins(0, 0, 0, 0);
    urlBox->addWidget(url_);
    urlBox->addWidget(urlProblem_);
    rows_.add(requestForm, url_, urlBox);
    rows_.add(requestForm, method_);
    rows_.add(requestForm, headers_, headerBox);
    rows_.add(requestForm, body_);
    requests_ = new RequestSetRow([this](const bw::RequestSet& set) { return requestConfig(set); });
    rows_.add(requestForm, requests_->editButton(), requests_);
    connect(requests_, &RequestSetRow::changed, this, [this] {
        showSetFields();
        emit requestSetChanged();
    });
    auto* tlsRow = new QHBoxLayout;
    tlsRow->addWidget(tlsMin_);
    tlsRow->addWidget(insecure_, 1);
    rows_.add(requestForm, tlsMin_, tlsRow);
    connect(url_, &QLineEdit::textChanged, this, &TargetPanel::updateTlsEnabled);
    connect(url_, &QLineEdit::editingFinished, requests_, &RequestSetRow::recheck);   // the set's origin is the URL's
    connect(url_, &QLineEdit::editingFinished, this, &TargetPanel::showUrlProblem);
    connect(url_, &QLineEdit::textChanged, this, [this] {
        if (!urlProblem_->isHidden())
            showUrlProblem();   // a fixed typo's message goes as the field is edited
    });
    updateTlsEnabled();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(serverBox_);
    layout->addWidget(requestBox_);

    connect(kindCombo_, &QComboBox::currentIndexChanged, this, [this](int index) {
        showPage(index);
        emit kindChanged(kind());
    });
    showPage(kindCombo_->currentIndex());
    connect(addHeader_, &QPushButton::clicked, this, [this] {
        addHeaderRow();
        headers_->setCurrentCell(headers_->rowCount() - 1, 0);
        headers_->editItem(headers_->item(headers_->rowCount() - 1, 0));
    });
    connect(removeHeader_, &QPushButton::clicked, this, [this] {
        const int row = headers_->currentRow();
        if (row >= 0)
            headers_->removeRow(row);
    });
    retranslate();
}

void TargetPanel::retranslate()
{
    serverBox_->setTitle(tr("Server"));
    kindCombo_->setItemText(0, tr("Built-in demo target"));
    kindCombo_->setItemText(1, tr("Any URL (no process watched)"));
    kindCombo_->setItemText(2, tr("Launch a command"));
    kindCombo_->setItemText(3, tr("Attach to a running process"));
    rows_.setTexts(kindCombo_, {.label = tr("&Target:"),
                                .toolTip = tr("Which server the run loads. With a process (demo, launched or attached) "
                                              "its memory and CPU are recorded alongside the load.")});
    urlOnlyNote_->setText(tr("Only the URL is loaded. No server process is watched, so server memory "
                             "and CPU stay empty."));
    rows_.setTexts(command_, {.label = tr("Co&mmand:"),
                              .toolTip = tr("The server to start for the run, as you would type it in a shell. It is "
                                            "stopped when the run ends. Point the URL at the port it listens on.")});
    rows_.setTexts(cpus_, {.label = tr("C&PUs:"),
                           .toolTip = tr("Pin the server to these CPUs, e.g. \"0\" or \"0-1,3\". Keeping the server "
                                         "and the load generator on different cores makes results steadier. Empty: "
                                         "any CPU.")});
    rows_.setTexts(split_, {.label = tr("Own cores:"),
                            .toolTip = tr("Keep the server and the load generator off each other's CPUs. auto (empty): "
                                          "on a machine with 4 CPUs or more, a server Benchwork starts gets CPUs of its "
                                          "own and the load threads the others. S:C, e.g. 2:2: S CPUs for the server, "
                                          "C for the client. off: both share every CPU. The summary says which side "
                                          "was the bottleneck. Linux only.")});
    rows_.setTexts(network_, {.label = tr("Network:"),
                              .toolTip = tr("Send the run's traffic through a shaping link with a network's round "
                                            "trip, jitter, bandwidth and loss, to see how the server behaves past "
                                            "localhost. Local: straight to the server. HTTP/3 datagrams are really "
                                            "dropped; a lost TCP segment holds its stream for one retransmission "
                                            "timeout, as TCP shows it.")});
    // Short names in the list (the box stays narrow), the figures as each one's tooltip.
    network_->setItemText(0, bw::linkName(bw::LinkProfile(), bw::TextCatalog::installed()));
    for (int i = 1; i < network_->count(); ++i) {
        const bw::LinkProfile& p = bw::linkPresets()[size_t(i - 1)];
        network_->setItemText(i, bw::linkName(p, bw::TextCatalog::installed()));
        network_->setItemData(i, bw::linkDescription(p, bw::TextCatalog::installed()), Qt::ToolTipRole);
    }
    rows_.setTexts(cpuQuota_, {.label = tr("CPU &quota:"),
                               .toolTip = tr("CPUs' worth of time the server may use, like docker --cpus: 0.5 is "
                                             "half a core, 2 is two cores' worth spread over all cores. Held by a "
                                             "Linux cgroup; the summary tells how often the server was throttled. "
                                             "0: no quota."),
                               .suffix = tr(" CPUs"),
                               .special = tr("No quota")});
    rows_.setTexts(memoryMiB_, {.label = tr("Memory limit:"),
                                .toolTip = tr("Memory (resident and page cache) the launched server may use, like "
                                              "docker -m. Above it the kernel's OOM killer ends the server, and the "
                                              "run says so. Held by a Linux cgroup. 0: no limit."),
                                .suffix = tr(" MiB"),
                                .special = tr("No limit")});
    rows_.setTexts(launchContainer_, {.label = tr("Watch container:"),
                                      .toolTip = tr("When the command starts a container (docker run --name web "
                                                    "...), its name: the container's memory and CPU are recorded "
                                                    "instead of the docker client's. Empty: the command's own "
                                                    "processes.")});
    rows_.setTexts(readyUrl_, {.label = tr("Ready URL:"),
                               .toolTip = tr("The run starts once this URL answers 200 (or tcp:HOST:PORT accepts a "
                                             "connection). Empty: once the request URL's port accepts connections.")});
    rows_.setTexts(workingDir_, {.label = tr("Working folder:"),
                                 .toolTip = tr("The folder the command runs in. Empty: the folder Benchwork was "
                                               "started from.")});
    rows_.setTexts(environment_, {.label = tr("Environment:"),
                                  .toolTip = tr("Environment variables for the command, one NAME=value per line, added "
                                                "to (or replacing) Benchwork's own.")});
    rows_.setTexts(pid_, {.label = tr("&PID:"),
                          .toolTip = tr("Process ID of a server that is already running. Its memory and CPU are "
                                        "recorded (together with its child processes); it is not stopped afterwards."),
                          .special = tr("None")});
    rows_.setTexts(container_, {.label = tr("Or &container:"),
                                .toolTip = tr("Name or ID of a running docker or podman container. Its cgroup is read "
                                              "directly: memory, CPU, throttling under its --cpus quota, OOM kills. "
                                              "It is not stopped afterwards. Used instead of the PID when set.")});

    requestBox_->setTitle(tr("Request"));
    rows_.setTexts(url_, {.label = tr("&URL:"),
                          .toolTip = tr("The address every request goes to: http:// or https://, host, port and "
                                        "path.")});
    url_->setPlaceholderText(tr("http://127.0.0.1:8080/"));
    const QString eachEntrys = tr("Each entry of the request set has its own method and body: edit them in "
                                  "Requests…, or clear the set to send this one request.");
    const bool set = !requests_->set().empty();
    rows_.setTexts(method_, {.label = tr("M&ethod:"), .toolTip = set ? eachEntrys : tr("HTTP method of every request.")});
    headers_->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    rows_.setTexts(headers_, {.label = tr("Headers:"),
                              .toolTip = tr("Extra request headers, one per row. Host, Content-Length and Connection "
                                            "are set by the engine; so are User-Agent (benchwork/version) and Accept "
                                            "(*/*) unless a row gives them. A User-Agent or Accept row with no value "
                                            "sends neither.")});
    addHeader_->setText(tr("&Add header"));
    removeHeader_->setText(tr("Remove"));
    rows_.setTexts(body_, {.label = tr("&Body:"),
                           .toolTip = set ? eachEntrys : tr("Request body sent with every request (for POST, PUT, PATCH).")});
    body_->setPlaceholderText(tr("Empty"));
    rows_.setTexts(requests_->editButton(), {.label = tr("Request set:")});

    rows_.setTexts(tlsMin_, {.label = tr("TL&S:")});
    tlsMin_->setItemText(0, tr("1.2 or newer"));
    tlsMin_->setItemText(1, tr("1.3 only"));
    insecure_->setText(tr("Accept any certificate"));
    const QString tlsTip =
        tr("<p>For https:// only. The lowest TLS version the handshake may settle on (the CLI's "
           "--tls-min).</p><p>Accept any certificate (the CLI's -k): no check of the chain or the host "
           "name, for a server with a self-signed certificate. Without it the certificate is "
           "verified against the system's CA store.</p>");
    tlsMin_->setToolTip(tlsTip);
    insecure_->setToolTip(tlsTip);
    if (!urlProblem_->isHidden())
        showUrlProblem();   // in the new language
}

void TargetPanel::showSetFields()
{
    // With a set each entry has its own method and body (the run's headers
    // still go with every entry): these fields would not be sent.
    const bool set = !requests_->set().empty();
    method_->setEnabled(!set);
    body_->setEnabled(!set);
    retranslate();   // their tooltips say why
}

void TargetPanel::updateTlsEnabled()
{
    const bool https = url_->text().trimmed().startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
    tlsMin_->setEnabled(https);
    insecure_->setEnabled(https);
}

bw::TargetSpec::Kind TargetPanel::kind() const
{
    return kKindOrder[qBound(0, kindCombo_->currentIndex(), kKindCount - 1)];
}

void TargetPanel::setKind(bw::TargetSpec::Kind kind)
{
    kindCombo_->setCurrentIndex(kindIndex(kind));
    showPage(kindIndex(kind));
}

void TargetPanel::showPage(int index)
{
    // A stack is as tall as its tallest page (the Launch form); the demo's
    // one line of text would sit under an empty band. Only the page shown
    // counts toward the Server box's height.
    for (int i = 0; i < pages_->count(); ++i)
        pages_->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    pages_->setCurrentIndex(index);
    pages_->updateGeometry();
}

bool TargetPanel::fillLaunch(bw::LaunchSpec* spec, QString* problem) const
{
    spec->argv = {command_->text().trimmed().toStdString()};
    spec->shell = true;
    // The reasons come translated from their codes (errorReason); the box
    // they are about names them.
    const QString cpus = cpus_->text().trimmed();
    if (!cpus.isEmpty()) {
        auto parsed = bw::parseCpuList(cpus.toStdString());
        if (!parsed) {
            *problem = tr("CPUs: %1").arg(errorReason(parsed.error()));
            return false;
        }
        spec->cpus = std::move(*parsed);
    }
    spec->memoryLimitBytes = uint64_t(std::max(0, memoryMiB_->value())) * 1024 * 1024;
    spec->cpuQuota = cpuQuota_->value() >= 0.01 ? cpuQuota_->value() : 0.0;
    const QString ready = readyUrl_->text().trimmed();
    if (!ready.isEmpty()) {
        auto parsed = bw::parseReadiness(ready.toStdString());
        if (!parsed) {
            *problem = tr("Ready URL: %1").arg(errorReason(parsed.error()));
            return false;
        }
        spec->readiness = *parsed;
    }
    spec->workingDir = workingDir_->text().trimmed().toStdString();
    const QStringList lines = environment_->toPlainText().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (!line.isEmpty() && bw::addEnvironmentEntry(line.toStdString(), &spec->env)) {
            *problem = tr("Environment, line %1: expected NAME=value, got '%2'.").arg(i + 1).arg(line);
            return false;
        }
    }
    return true;
}

bw::TargetSpec TargetPanel::targetSpec() const
{
    bw::TargetSpec t;
    t.kind = kind();
    switch (t.kind) {
    case bw::TargetSpec::Kind::Demo: {
        const QUrl url(url_->text().trimmed());
        t.demoPath = url.path(QUrl::FullyEncoded).toStdString();
        if (url.hasQuery())
            t.demoPath += "?" + url.query(QUrl::FullyEncoded).toStdString();
        break;
    }
    case bw::TargetSpec::Kind::Launch: {
        QString ignored;   // problem() reports it
        fillLaunch(&t.launch, &ignored);
        t.container = launchContainer_->text().trimmed().toStdString();
        break;
    }
    case bw::TargetSpec::Kind::Attach:
        t.container = container_->text().trimmed().toStdString();
        if (t.container.empty())
            t.pid = pid_->value();
        break;
    case bw::TargetSpec::Kind::Url:
        break;
    }
    return t;
}

void TargetPanel::fillRequest(bw::LoadConfig& config) const
{
    fillRequestWith(config, requests_->set());
}

bw::LoadConfig TargetPanel::requestConfig(const bw::RequestSet& set) const
{
    bw::LoadConfig config;
    fillRequestWith(config, set);
    return config;
}

void TargetPanel::fillRequestWith(bw::LoadConfig& config, const bw::RequestSet& set) const
{
    config.url = url_->text().trimmed().toStdString();
    config.method = method_->currentText().trimmed().toUpper().toStdString();
    const QString split = split_->text().trimmed();
    auto parsed = bw::parseSplit(split.isEmpty() ? std::string("auto") : split.toStdString());
    config.split = parsed ? bw::formatSplit(*parsed) : std::string("auto");   // problem() refuses a bad one first
    config.link = network_->currentData().toString().toStdString();
    config.headers.clear();
    for (int row = 0; row < headers_->rowCount(); ++row) {
        const auto* name = headers_->item(row, 0);
        const auto* value = headers_->item(row, 1);
        const QString n = name ? name->text().trimmed() : QString();
        if (n.isEmpty())
            continue;   // an empty row is an unfinished edit, not a header
        config.headers.push_back({n.toStdString(), value ? value->text().toStdString() : std::string()});
    }
    config.body = body_->toPlainText().toStdString();
    config.tlsMin = tlsMin_->currentData().toString().toStdString();
    config.insecure = insecure_->isChecked();
    config.mix = set;
    if (!config.mix.empty() && kind() == bw::TargetSpec::Kind::Demo) {
        // On the demo target a set's paths start at its root, as `run --demo
        // --mix` does, not at the route in the URL field (its default /json).
        QUrl root(QString::fromStdString(config.url));
        root.setPath(QStringLiteral("/"));
        root.setQuery(QString());
        config.url = root.toString().toStdString();
    }
}

QString TargetPanel::problem() const
{
    switch (kind()) {
    case bw::TargetSpec::Kind::Launch: {
        if (command_->text().trimmed().isEmpty())
            return tr("Enter the command that starts the server.");
        bw::LaunchSpec spec;
        QString why;
        if (!fillLaunch(&spec, &why))
            return why;
        break;
    }
    case bw::TargetSpec::Kind::Attach:
        if (pid_->value() <= 0 && container_->text().trimmed().isEmpty())
            return tr("Enter the PID of the server process, or the container, to attach to.");
        break;
    default:
        break;
    }
    if (const QString split = split_->text().trimmed(); !split.isEmpty()) {
        if (auto parsed = bw::parseSplit(split.toStdString()); !parsed)
            return tr("Own cores: %1").arg(errorReason(parsed.error()));
    }
    if (url_->text().trimmed().isEmpty())
        return tr("Enter the URL to load.");
    if (const QString why = urlProblem(); !why.isEmpty())
        return why;
    // The core's one check of a header name, as the CLI's -H and every file get it.
    for (int row = 0; row < headers_->rowCount(); ++row) {
        const auto* name = headers_->item(row, 0);
        const QString n = name ? name->text().trimmed() : QString();
        if (n.isEmpty())
            continue;   // an unfinished row, left out (fillRequest)
        if (const auto bad = bw::checkHeaderName(n.toStdString()))
            return tr("Headers, row %1: %2").arg(row + 1).arg(errorReason(*bad));
    }
    return requests_->problem();
}

QString TargetPanel::urlProblem() const
{
    // The core's check, as the run (and the CLI) would refuse it: the field
    // keeps what was typed and Run sends exactly that, or nothing.
    const QString text = url_->text().trimmed();
    if (text.isEmpty())
        return {};
    const auto parsed = bw::parseUrl(text.toStdString());
    return parsed ? QString() : errorText(parsed.error());
}

void TargetPanel::showUrlProblem()
{
    const QString why = urlProblem();
    urlProblem_->setText(why);
    QPalette p = urlProblem_->palette();
    p.setColor(QPalette::WindowText, SemanticColors::color(SemanticColors::Role::Bad, palette()));
    urlProblem_->setPalette(p);
    urlProblem_->setVisible(!why.isEmpty());
}

void TargetPanel::setDemoStatus(const QString& text, const QString& baseUrl)
{
    demoStatus_->setText(text);
    if (baseUrl.isEmpty() || baseUrl == demoBaseUrl_)
        return;
    demoBaseUrl_ = baseUrl;
    if (kind() != bw::TargetSpec::Kind::Demo)
        return;
    // Keep the path the user chose; take the demo's fresh address. Only an
    // address the demo could have had moves with it: empty, or a valid
    // http:// URL on this machine. Anything else (a typo: "htp://...")
    // stays as typed, and the panel and Run say what is wrong with it;
    // the field never shows something other than what runs.
    const QString typed = url_->text().trimmed();
    const auto parsed = bw::parseUrl(typed.toStdString());
    const bool local = parsed && parsed->scheme == "http"
                       && (parsed->host == "127.0.0.1" || parsed->host == "localhost" || parsed->host == "::1");
    if (!typed.isEmpty() && !local)
        return;
    const QUrl old(typed);
    QString path = old.isValid() && !old.host().isEmpty() ? old.path(QUrl::FullyEncoded) : QString();
    if (path.isEmpty())
        path = QStringLiteral("/");
    if (old.hasQuery())
        path += QLatin1Char('?') + old.query(QUrl::FullyEncoded);
    url_->setText(baseUrl + path);
}

void TargetPanel::setUrl(const QString& url)
{
    url_->setText(url);
}

QString TargetPanel::url() const
{
    return url_->text().trimmed();
}

void TargetPanel::addHeaderRow(const QString& name, const QString& value)
{
    const int row = headers_->rowCount();
    headers_->insertRow(row);
    headers_->setItem(row, 0, new QTableWidgetItem(name));
    headers_->setItem(row, 1, new QTableWidgetItem(value));
}

void TargetPanel::applyNetworkOverrides(const std::optional<QString>& split, const std::optional<QString>& link)
{
    if (split)
        split_->setText(*split == QLatin1String("auto") ? QString() : *split);
    if (link)
        network_->setCurrentIndex(std::max(0, network_->findData(*link)));
}

void TargetPanel::setEditable(bool editable)
{
    serverBox_->setEnabled(editable);
    requestBox_->setEnabled(editable);
}

} // namespace bwui
