#pragma once
// The target panel's line for a request set: what the run sends ("One
// request: the fields above" or "3 requests from mix.json, by weight"),
// "Requests…" opening the Requests editor, and "Clear". It keeps the set
// the run gets (LoadConfig::mix, exactly as `--mix` fills it), checks it
// with the core against the run's URL and headers, and keeps it in the
// window's settings (the session restore).
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QSettings;

namespace bwui {

class RequestsDialog;

class RequestSetRow : public Rerendering<QWidget> {
    Q_OBJECT
public:
    // The run a set goes with: the request fields with that set, exactly
    // as Run would send it (TargetPanel::requestConfig). The check and the
    // editor's preview use it, so they show what is sent.
    using RunFor = std::function<bw::LoadConfig(const bw::RequestSet&)>;
    explicit RequestSetRow(RunFor run, QWidget* parent = nullptr);

    const bw::RequestSet& set() const { return set_; }
    void setSet(const bw::RequestSet& set);
    // The core's refusal of the set with the current run ("" when it can run or is empty).
    QString problem() const;
    // Re-checks after the run's URL or headers changed (emits changed()).
    void recheck();

    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;
    QPushButton* editButton() const { return edit_; }

    // Opens the editor (modal); the set changes when it is accepted.
    void edit();
    // The editor edit() opens, on this row's set and run (owned by `parent`).
    RequestsDialog* makeDialog(QWidget* parent);

signals:
    void changed();

private:
    void render() override;

    RunFor run_;
    bw::RequestSet set_;
    QString problem_;
    QString restoreError_;     // the saved set could not be read again (a data file went away)
    QLabel* summary_;
    QPushButton* edit_;
    QPushButton* clear_;
};

} // namespace bwui
