#pragma once
// The Requests editor's "Flows" tab (docs/flows.md): the set's flows (name,
// weight, steps; add, duplicate, remove; on failure and the cookie jar of
// the selected one), the selected flow's steps in order (name, method,
// path; add, duplicate, remove, move up and down), the selected step's
// headers, body, extractions, checks and think time (StepEditor), "Try
// once" (FlowTryView) and every problem the core finds in the flows
// (bw::validateFlows(), in its words), each marking its flow, step and
// field; a click on one selects what it names.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace bwui {

class FlowStepsModel;
class FlowTryView;
class RequestSetEditor;
class StepEditor;

class FlowEditor : public Retranslating<QWidget> {
    Q_OBJECT
public:
    // `run`: the run a set goes with (as RequestsDialog's): Try once sends to its target.
    using RunFor = std::function<bw::LoadConfig(const bw::RequestSet&)>;
    FlowEditor(RequestSetEditor* editor, RunFor run, QWidget* parent = nullptr);

    FlowStepsModel* steps() const { return steps_; }
    StepEditor* stepEditor() const { return stepEditor_; }
    FlowTryView* tryView() const { return tryView_; }
    int selectedFlow() const;
    int selectedStep() const;
    void selectFlow(int flow);
    void selectStep(int step);
    // The problems listed, one a line (for tests).
    QStringList problemLines() const;
    // Try once on the selected flow (what the button does); false when none or one runs.
    bool tryOnce();

private:
    void retranslate() override;
    void flowSelected();
    void stepSelected();
    void showFlowOptions();
    void showProblems();
    void updateButtons();

    RequestSetEditor* editor_;
    RunFor run_;
    FlowStepsModel* steps_;
    QLabel* flowsLabel_;
    QTableView* flowsTable_;
    QPushButton* addFlow_;
    QPushButton* duplicateFlow_;
    QPushButton* removeFlow_;
    QLabel* onFailureLabel_;
    QComboBox* onFailure_;
    QCheckBox* cookies_;
    QPushButton* tryOnce_;
    QLabel* stepsLabel_;
    QTableView* stepsTable_;
    QPushButton* addStep_;
    QPushButton* duplicateStep_;
    QPushButton* removeStep_;
    QPushButton* upStep_;
    QPushButton* downStep_;
    StepEditor* stepEditor_;
    FlowTryView* tryView_;
    QListWidget* problems_;
};

} // namespace bwui
