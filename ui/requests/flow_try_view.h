#pragma once
// "Try once" (docs/flows.md): one iteration of a flow against the run's
// target, sent by bw::tryFlowOnce() on a thread of its own (it blocks up to
// the steps' timeouts; the UI thread never waits), its result brought back
// to the UI thread by a queued call and shown the way an API client shows
// a request: the steps in a list (passed, failed, skipped or not reached,
// with the status and the time), and the selected one's request as sent,
// the response's status line and headers, the values extracted and the
// checks that failed. A step that was not sent says why.
//
// Threads: UI thread only (the try itself runs on its own thread and
// touches nothing of this object).
#include "engine/load_config.h"
#include "flow/try_once.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QSplitter;

namespace bwui {

class FlowTryView : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit FlowTryView(QWidget* parent = nullptr);

    // Tries flow `flow` of cfg.mix against cfg.url; false (nothing started)
    // while a try runs. finished() once it is shown.
    bool start(const bw::LoadConfig& cfg, int flow);
    bool running() const { return running_; }

    // The last try (nullopt before the first, or when it could not run: errorText() says why).
    const std::optional<bw::TriedFlow>& result() const { return result_; }
    QString errorText() const { return error_; }
    // The text shown for step `step` of the last try (as the detail pane shows it).
    QString stepText(int step) const;
    // The headline: passed, failed, or why it could not run.
    QString summaryText() const;

signals:
    void runningChanged(bool running);
    void finished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void retranslate() override;
    // The step list as wide as its longest line, up to half of the view
    // (only once the view is laid out).
    void fitList();
    void showResult(const bw::Result<bw::TriedFlow>& tried);
    void render();
    void showStep(int row);

    bool running_ = false;
    bw::Flow flow_;                 // the flow tried, as it was: the names of the steps not reached
    std::optional<bw::TriedFlow> result_;
    QString error_;
    QLabel* summary_;
    QSplitter* split_;
    QListWidget* steps_;
    QPlainTextEdit* detail_;
};

} // namespace bwui
