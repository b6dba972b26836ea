#include "panels/target_panel.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace bwui {

namespace {
QLabel* buddyLabel(QWidget* buddy)
{
    auto* l = new QLabel;
    l->setBuddy(buddy);
    return l;
}

QLabel* noteLabel()
{
    auto* l = new QLabel;
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}
} // namespace

TargetPanel::TargetPanel(QWidget* parent) : QWidget(parent)
{
    // --- Server -------------------------------------------------------------
    serverBox_ = new QGroupBox;
    kindCombo_ = new QComboBox;
    for (int i = 0; i < 4; ++i)
        kindCombo_->addItem(QString());
    kindLabel_ = buddyLabel(kindCombo_);

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
    command_->setPlaceholderText(QStringLiteral("node server.js --port 8080"));
    cpus_ = new QLineEdit;
    cpus_->setPlaceholderText(QStringLiteral("0-1"));
    memoryMiB_ = new QSpinBox;
    memoryMiB_->setRange(0, 1024 * 1024);
    memoryMiB_->setSingleStep(64);
    commandLabel_ = buddyLabel(command_);
    cpusLabel_ = buddyLabel(cpus_);
    memoryLabel_ = buddyLabel(memoryMiB_);
    launchForm->addRow(commandLabel_, command_);
    launchForm->addRow(cpusLabel_, cpus_);
    launchForm->addRow(memoryLabel_, memoryMiB_);
    pages_->addWidget(launchPage);

    auto* attachPage = new QWidget;
    auto* attachForm = new QFormLayout(attachPage);
    attachForm->setContentsMargins(0, 0, 0, 0);
    pid_ = new QSpinBox;
    pid_->setRange(0, std::numeric_limits<int>::max());
    pidLabel_ = buddyLabel(pid_);
    attachForm->addRow(pidLabel_, pid_);
    pages_->addWidget(attachPage);

    auto* serverForm = new QFormLayout(serverBox_);
    serverForm->addRow(kindLabel_, kindCombo_);
    serverForm->addRow(pages_);

    // --- Request ------------------------------------------------------------
    requestBox_ = new QGroupBox;
    url_ = new QLineEdit;
    url_->setClearButtonEnabled(true);
    method_ = new QComboBox;
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
    body_->setTabChangesFocus(true);
    body_->setMaximumHeight(52);
    urlLabel_ = buddyLabel(url_);
    methodLabel_ = buddyLabel(method_);
    headersLabel_ = buddyLabel(headers_);
    bodyLabel_ = buddyLabel(body_);

    auto* headerButtons = new QHBoxLayout;
    headerButtons->addWidget(addHeader_);
    headerButtons->addWidget(removeHeader_);
    headerButtons->addStretch();
    auto* headerBox = new QVBoxLayout;
    headerBox->addWidget(headers_);
    headerBox->addLayout(headerButtons);

    auto* requestForm = new QFormLayout(requestBox_);
    requestForm->addRow(urlLabel_, url_);
    requestForm->addRow(methodLabel_, method_);
    requestForm->addRow(headersLabel_, headerBox);
    requestForm->addRow(bodyLabel_, body_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(serverBox_);
    layout->addWidget(requestBox_);

    connect(kindCombo_, &QComboBox::currentIndexChanged, this, [this](int index) {
        pages_->setCurrentIndex(index);
        emit kindChanged(kind());
    });
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
    kindLabel_->setText(tr("&Target:"));
    kindCombo_->setItemText(0, tr("Built-in demo target"));
    kindCombo_->setItemText(1, tr("Any URL (no process watched)"));
    kindCombo_->setItemText(2, tr("Launch a command"));
    kindCombo_->setItemText(3, tr("Attach to a running process"));
    kindCombo_->setToolTip(tr("Which server the run loads. With a process (demo, launched or attached) "
                              "its memory and CPU are recorded alongside the load."));
    urlOnlyNote_->setText(tr("Only the URL is loaded. No server process is watched, so server memory "
                             "and CPU stay empty."));
    commandLabel_->setText(tr("Co&mmand:"));
    command_->setToolTip(tr("The server to start for the run, as you would type it in a shell. It is "
                            "stopped when the run ends. Point the URL at the port it listens on."));
    cpusLabel_->setText(tr("C&PUs:"));
    cpus_->setToolTip(tr("Pin the server to these CPUs, e.g. \"0\" or \"0-1,3\". Keeping the server and "
                         "the load generator on different cores makes results steadier. Empty: any CPU."));
    memoryLabel_->setText(tr("Memory limit:"));
    memoryMiB_->setSuffix(tr(" MiB"));
    memoryMiB_->setSpecialValueText(tr("No limit"));
    memoryMiB_->setToolTip(tr("Largest amount of memory the launched server may use; it fails its "
                              "allocations beyond that. 0: no limit."));
    pidLabel_->setText(tr("&PID:"));
    pid_->setSpecialValueText(tr("None"));
    pid_->setToolTip(tr("Process ID of a server that is already running. Its memory and CPU are "
                        "recorded (together with its child processes); it is not stopped afterwards."));

    requestBox_->setTitle(tr("Request"));
    urlLabel_->setText(tr("&URL:"));
    url_->setToolTip(tr("The address every request goes to: http:// or https://, host, port and path."));
    url_->setPlaceholderText(tr("http://127.0.0.1:8080/"));
    methodLabel_->setText(tr("M&ethod:"));
    method_->setToolTip(tr("HTTP method of every request."));
    headersLabel_->setText(tr("Headers:"));
    headers_->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    headers_->setToolTip(tr("Extra request headers, one per row. Host, Content-Length and Connection "
                            "are set by the engine."));
    addHeader_->setText(tr("&Add header"));
    removeHeader_->setText(tr("Remove"));
    bodyLabel_->setText(tr("&Body:"));
    body_->setToolTip(tr("Request body sent with every request (for POST, PUT, PATCH)."));
    body_->setPlaceholderText(tr("Empty"));
}

void TargetPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

TargetSpec::Kind TargetPanel::kind() const
{
    return TargetSpec::Kind(qBound(0, kindCombo_->currentIndex(), 3));
}

void TargetPanel::setKind(TargetSpec::Kind kind)
{
    kindCombo_->setCurrentIndex(int(kind));
    pages_->setCurrentIndex(int(kind));
}

TargetSpec TargetPanel::targetSpec() const
{
    TargetSpec t;
    t.kind = kind();
    if (t.kind == TargetSpec::Kind::Attach)
        t.pid = pid_->value();
    t.command = command_->text().trimmed();
    t.cpuList = cpus_->text().trimmed();
    t.memoryLimitMiB = memoryMiB_->value();
    return t;
}

void TargetPanel::fillRequest(bw::LoadConfig& config) const
{
    config.url = url_->text().trimmed().toStdString();
    config.method = method_->currentText().trimmed().toUpper().toStdString();
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
}

QString TargetPanel::problem() const
{
    switch (kind()) {
    case TargetSpec::Kind::Launch:
        if (command_->text().trimmed().isEmpty())
            return tr("Enter the command that starts the server.");
        break;
    case TargetSpec::Kind::Attach:
        if (pid_->value() <= 0)
            return tr("Enter the PID of the server process to attach to.");
        break;
    default:
        break;
    }
    if (url_->text().trimmed().isEmpty())
        return tr("Enter the URL to load.");
    return {};
}

void TargetPanel::setDemoStatus(const QString& text, const QString& baseUrl)
{
    demoStatus_->setText(text);
    if (baseUrl.isEmpty() || baseUrl == demoBaseUrl_)
        return;
    demoBaseUrl_ = baseUrl;
    if (kind() != TargetSpec::Kind::Demo)
        return;
    // Keep the path the user chose; take the demo's fresh address.
    const QUrl old(url_->text().trimmed());
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

void TargetPanel::applyRequestOverrides(const std::optional<QString>& method, const QStringList& headers,
                                        const std::optional<QString>& body)
{
    if (method)
        method_->setCurrentText(method->trimmed().toUpper());
    if (!headers.isEmpty()) {
        headers_->setRowCount(0);
        for (const QString& h : headers) {
            const int colon = h.indexOf(QLatin1Char(':'));
            if (colon > 0)
                addHeaderRow(h.left(colon).trimmed(), h.mid(colon + 1).trimmed());
        }
    }
    if (body)
        body_->setPlainText(*body);
}

void TargetPanel::loadSettings(const QSettings& s)
{
    setKind(TargetSpec::Kind(qBound(0, s.value("target/kind", 0).toInt(), 3)));
    url_->setText(s.value("target/url").toString());
    method_->setCurrentText(s.value("target/method", "GET").toString());
    headers_->setRowCount(0);
    const QStringList headers = s.value("target/headers").toStringList();
    for (const QString& h : headers) {
        const int colon = h.indexOf(QLatin1Char(':'));
        if (colon > 0)
            addHeaderRow(h.left(colon).trimmed(), h.mid(colon + 1).trimmed());
    }
    body_->setPlainText(s.value("target/body").toString());
    command_->setText(s.value("target/command").toString());
    cpus_->setText(s.value("target/cpus").toString());
    memoryMiB_->setValue(s.value("target/memoryMiB", 0).toInt());
    pid_->setValue(s.value("target/pid", 0).toInt());
}

void TargetPanel::saveSettings(QSettings& s) const
{
    s.setValue("target/kind", int(kind()));
    s.setValue("target/url", url_->text().trimmed());
    s.setValue("target/method", method_->currentText().trimmed());
    QStringList headers;
    for (int row = 0; row < headers_->rowCount(); ++row) {
        const auto* name = headers_->item(row, 0);
        const auto* value = headers_->item(row, 1);
        if (name && !name->text().trimmed().isEmpty())
            headers << name->text().trimmed() + QStringLiteral(": ") + (value ? value->text() : QString());
    }
    s.setValue("target/headers", headers);
    s.setValue("target/body", body_->toPlainText());
    s.setValue("target/command", command_->text());
    s.setValue("target/cpus", cpus_->text());
    s.setValue("target/memoryMiB", memoryMiB_->value());
    s.setValue("target/pid", pid_->value());
}

void TargetPanel::setEditable(bool editable)
{
    serverBox_->setEnabled(editable);
    requestBox_->setEnabled(editable);
}

} // namespace bwui
