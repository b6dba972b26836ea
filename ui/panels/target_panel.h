#pragma once
// Left-hand panel, first part: which server to load and which request to
// send. The server is the built-in demo target (default), any URL, a
// command the run launches (optionally pinned to CPUs, with a CPU quota and a
// memory limit held by a cgroup, a ready URL, a working folder, environment
// variables and the container it starts, as the CLI's --cpus, --cpu-quota,
// --memory, --ready-url, --cwd, -e and --container), or a running process to
// attach to by PID, or a running container by name. For https:// the
// request part also holds the lowest TLS version and whether any
// certificate is accepted (the CLI's --tls-min and -k).
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "run/target_spec.h"
#include "widgets/form_rows.h"
#include "widgets/retranslating.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSettings;
class QSpinBox;
class QDoubleSpinBox;
class QStackedWidget;
class QTableWidget;

namespace bwui {

class RequestSetRow;

class TargetPanel : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit TargetPanel(QWidget* parent = nullptr);

    bw::TargetSpec::Kind kind() const;
    void setKind(bw::TargetSpec::Kind kind);
    // The target as chosen, in the core's terms (Demo: the built-in target,
    // which the window starts; its URL path is the demo path).
    bw::TargetSpec targetSpec() const;
    // URL, method, headers, body, the TLS settings and the request set into
    // `config`: what Run sends.
    void fillRequest(bw::LoadConfig& config) const;
    // The same with `set` as the request set: what a run of that set would
    // send (the Requests editor checks and previews its set with it).
    bw::LoadConfig requestConfig(const bw::RequestSet& set) const;
    // A problem with the fields (empty command, no PID, a bad CPU list,
    // ready URL or environment line), translated; empty if none.
    QString problem() const;

    // The demo target's state as shown on the demo page. When it becomes
    // ready, the URL keeps its path and takes the demo's address.
    void setDemoStatus(const QString& text, const QString& baseUrl);
    void setUrl(const QString& url);
    QString url() const;

    // Command-line overrides: a method, "Name: value" headers (replacing the
    // saved ones when any is given), a body.
    void applyRequestOverrides(const std::optional<QString>& method, const QStringList& headers,
                               const std::optional<QString>& body);

    // Command-line overrides: -k (only ever turns the check off for this
    // start) and --tls-min.
    void applyTlsOverrides(bool insecure, const std::optional<QString>& tlsMin);
    // Command-line overrides: --split and --link (a preset's name, "" local).
    void applyNetworkOverrides(const std::optional<QString>& split, const std::optional<QString>& link);

    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;
    void setEditable(bool editable);
    // The request set the run sends instead of the one request (Requests…).
    RequestSetRow* requestSet() const { return requests_; }

signals:
    void kindChanged(bw::TargetSpec::Kind kind);
    void requestSetChanged();   // edited, cleared, or checked again against a new URL

private:
    void retranslate() override;
    void updateTlsEnabled();
    void showSetFields();   // method and body off while a request set is sent
    void showPage(int index);   // the Server box's page for a kind, at its own height
    QString urlProblem() const;   // the core's refusal of the URL as typed, translated; "" when none
    void showUrlProblem();        // ... under the field
    void addHeaderRow(const QString& name = {}, const QString& value = {});
    void fillRequestWith(bw::LoadConfig& config, const bw::RequestSet& set) const;
    // The Launch page's fields into `spec`; false with a translated *problem.
    bool fillLaunch(bw::LaunchSpec* spec, QString* problem) const;

    FormRows rows_;                     // the labelled rows of every page and box
    QGroupBox* serverBox_;
    QComboBox* kindCombo_;
    QStackedWidget* pages_;
    QLabel* demoStatus_;
    QLabel* urlOnlyNote_;
    QLineEdit* command_;
    QLineEdit* cpus_;
    QLineEdit* split_;                  // --split: "", "auto", "off", "S:C"
    QComboBox* network_;                // --link: "" (local) or a preset's name
    QDoubleSpinBox* cpuQuota_;
    QSpinBox* memoryMiB_;
    QLineEdit* launchContainer_;
    QLineEdit* readyUrl_;
    QLineEdit* workingDir_;
    QPlainTextEdit* environment_;
    QSpinBox* pid_;
    QLineEdit* container_;

    QGroupBox* requestBox_;
    QLineEdit* url_;
    QLabel* urlProblem_;
    QComboBox* method_;
    QTableWidget* headers_;
    QPushButton* addHeader_;
    QPushButton* removeHeader_;
    QPlainTextEdit* body_;
    RequestSetRow* requests_;
    QComboBox* tlsMin_;                 // "" (1.2 or newer), "1.3"; enabled for https:// only
    QCheckBox* insecure_;
    QString demoBaseUrl_;
};

} // namespace bwui
