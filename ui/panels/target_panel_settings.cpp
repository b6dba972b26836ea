// TargetPanel's state from outside: every field and the request set saved
// and restored (the window's session restore), and the command line's
// overrides. Split from target_panel.cpp, which builds the panel.
#include "panels/target_panel.h"

#include "requests/request_set_row.h"

#include <QComboBox>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>

#include <algorithm>
#include <QTableWidget>

namespace bwui {

void TargetPanel::loadSettings(const QSettings& s)
{
    // "target/kind" is the combo box's index (target_panel.cpp's kKindOrder).
    const int kindAt = qBound(0, s.value("target/kind", 0).toInt(), kindCombo_->count() - 1);
    kindCombo_->setCurrentIndex(kindAt);
    pages_->setCurrentIndex(kindAt);
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
    tlsMin_->setCurrentIndex(s.value("target/tlsMin").toString() == QLatin1String("1.3") ? 1 : 0);
    insecure_->setChecked(s.value("target/insecure", false).toBool());
    command_->setText(s.value("target/command").toString());
    cpus_->setText(s.value("target/cpus").toString());
    split_->setText(s.value("target/split").toString());
    network_->setCurrentIndex(std::max(0, network_->findData(s.value("target/link").toString())));
    memoryMiB_->setValue(s.value("target/memoryMiB", 0).toInt());
    cpuQuota_->setValue(s.value("target/cpuQuota", 0.0).toDouble());
    launchContainer_->setText(s.value("target/launchContainer").toString());
    container_->setText(s.value("target/container").toString());
    readyUrl_->setText(s.value("target/readyUrl").toString());
    workingDir_->setText(s.value("target/workingDir").toString());
    environment_->setPlainText(s.value("target/environment").toString());
    pid_->setValue(s.value("target/pid", 0).toInt());
    requests_->loadSettings(s);
}

void TargetPanel::saveSettings(QSettings& s) const
{
    s.setValue("target/kind", kindCombo_->currentIndex());
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
    s.setValue("target/tlsMin", tlsMin_->currentData().toString());
    s.setValue("target/insecure", insecure_->isChecked());
    s.setValue("target/command", command_->text());
    s.setValue("target/cpus", cpus_->text());
    s.setValue("target/split", split_->text());
    s.setValue("target/link", network_->currentData().toString());
    s.setValue("target/memoryMiB", memoryMiB_->value());
    s.setValue("target/cpuQuota", cpuQuota_->value());
    s.setValue("target/launchContainer", launchContainer_->text());
    s.setValue("target/container", container_->text());
    s.setValue("target/readyUrl", readyUrl_->text());
    s.setValue("target/workingDir", workingDir_->text());
    s.setValue("target/environment", environment_->toPlainText());
    s.setValue("target/pid", pid_->value());
    requests_->saveSettings(s);
}

void TargetPanel::applyTlsOverrides(bool insecure, const std::optional<QString>& tlsMin)
{
    if (insecure)
        insecure_->setChecked(true);
    if (tlsMin)
        tlsMin_->setCurrentIndex(*tlsMin == QLatin1String("1.3") ? 1 : 0);
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

} // namespace bwui
