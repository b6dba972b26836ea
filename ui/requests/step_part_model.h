#pragma once
// The base of the tables of one step's parts (its extractions, its checks):
// which flow and step they show, the step as it is now (read from
// RequestFlowsModel, changed through its editFlow()), adding and removing
// rows, and the marks of a row the core refused (a problem whose field is
// "<part>[row]..."). A subclass gives the part's rows and cells.
//
// Threads: UI thread only.
#include "model/flat_table_model.h"

#include <functional>
#include <string>

namespace bw {
struct FlowStep;
}

namespace bwui {

class RequestFlowsModel;

class StepPartModel : public FlatTableModel {
    Q_OBJECT
public:
    // The step shown (-1, -1: none).
    void setStep(int flow, int step);
    int flowRow() const { return flow_; }
    int stepRow() const { return step_; }

    // A new row at the end (the part's default); its row, -1 without a step.
    int addRow();
    void removeRow(int row);

    // The core's problems of `row` ("variable: expected a name ...").
    QString rowProblem(int row) const;

protected:
    // `part`: the field's name in the core's problems ("extract", "checks").
    StepPartModel(RequestFlowsModel* flows, const char* part, int columns, QObject* parent);

    const bw::FlowStep* step() const;
    // Changes the step in place, then says so (the set changed).
    void editStep(const std::function<void(bw::FlowStep&)>& edit);

    virtual int partCount(const bw::FlowStep& step) const = 0;
    virtual void appendPart(bw::FlowStep& step) const = 0;
    virtual void erasePart(bw::FlowStep& step, int row) const = 0;

    // The mark of a refused row for `role`, else an invalid QVariant.
    QVariant mark(const QModelIndex& index, int role) const;

private:
    int itemCount() const final;

    RequestFlowsModel* flows_;
    std::string part_;
    int flow_ = -1;
    int step_ = -1;
};

} // namespace bwui
