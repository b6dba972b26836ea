#pragma once
// The Flows tab's editor of the selected step, in tabs: its request's
// headers ("Name: value" a line, as the entries editor shows them) and body;
// its extractions and its checks (tables with Add and Remove); its think
// time (none, fixed, uniform or exponential, in milliseconds). Every edit
// goes to the flow in RequestFlowsModel; the core's problems of the step
// mark the field they name (the tab, the label, the row) with the message
// as its tooltip. The flow editor adds its "Try once" tab beside these.
//
// Threads: UI thread only.
#include "widgets/retranslating.h"

#include <QTabWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace bwui {

class RequestFlowsModel;
class StepChecksModel;
class StepExtractionsModel;

class StepEditor : public Retranslating<QTabWidget> {
    Q_OBJECT
public:
    enum Tab { RequestTab, ExtractTab, ChecksTab, ThinkTab };

    explicit StepEditor(RequestFlowsModel* flows, QWidget* parent = nullptr);

    // The step shown and edited (-1, -1: none: everything off).
    void setStep(int flow, int step);
    StepExtractionsModel* extractions() const { return extractions_; }
    StepChecksModel* checks() const { return checks_; }
    QPlainTextEdit* headersEdit() const { return headers_; }
    QPlainTextEdit* bodyEdit() const { return body_; }
    // The marks of the core's problems (the tabs', the labels'), again.
    void showProblems();

private:
    void retranslate() override;
    void showStep();            // the step's texts and think time in the fields
    void writeThink();
    void showThinkFields();

    RequestFlowsModel* flows_;
    StepExtractionsModel* extractions_;
    StepChecksModel* checks_;
    int flow_ = -1;
    int step_ = -1;
    bool syncing_ = false;

    QLabel* headersLabel_;
    QPlainTextEdit* headers_;
    QLabel* bodyLabel_;
    QPlainTextEdit* body_;
    QLabel* extractLabel_;
    QTableView* extractTable_;
    QPushButton* addExtraction_;
    QPushButton* removeExtraction_;
    QLabel* checksLabel_;
    QTableView* checksTable_;
    QPushButton* addCheck_;
    QPushButton* removeCheck_;
    QLabel* thinkLabel_;
    QComboBox* thinkKind_;
    QLabel* thinkALabel_;
    QDoubleSpinBox* thinkA_;
    QLabel* thinkBLabel_;
    QDoubleSpinBox* thinkB_;
    QLabel* thinkProblem_;
};

} // namespace bwui
