#pragma once
// The baseline chosen before Run: none, "the last run of the same target and
// load" (found in the history when Run is pressed), or one history run
// picked from a list. The live charts then draw it faded under the new run
// and the big figures say "vs baseline". Reads the history database itself
// (a few milliseconds, UI thread) at the moments it is asked to.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "result/run_result.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace bwui {

class BaselinePicker : public Retranslating<QWidget> {
    Q_OBJECT
public:
    enum class Mode { None, LastMatching, Run };

    explicit BaselinePicker(QWidget* parent = nullptr);

    void setHistoryPath(const QString& path) { historyPath_ = path; }
    Mode mode() const { return mode_; }
    int64_t runId() const { return runId_; }
    // Picks without a dialog (tests, saved settings); Run needs an id.
    void setChoice(Mode mode, int64_t runId = 0);

    // The baseline for a run about to start with `config`: nullopt for none,
    // or when it cannot be found (then `problem` says why, translated).
    std::optional<bw::RunResult> resolve(const bw::LoadConfig& config, int64_t excludeId, QString* problem) const;
    // "#12 · fast run" for the run that resolve() found.
    static QString label(const bw::RunResult& run);
    // Shows what the live view compares against ("" hides the line).
    void showResolved(const QString& text);
    QString resolvedText() const;

signals:
    void choiceChanged();

private:
    void retranslate() override;
    void chooseFromHistory();
    void fillCombo();

    QLabel* caption_;
    QComboBox* combo_;
    QLabel* resolved_;
    QString historyPath_;
    Mode mode_ = Mode::None;
    int64_t runId_ = 0;
    QString runLabel_;
    bool filling_ = false;
};

} // namespace bwui
