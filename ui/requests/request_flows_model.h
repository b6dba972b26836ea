#pragma once
// The Flows tab's table of flows (docs/flows.md): one row a bw::Flow (name,
// weight, its number of steps), editable in place, and the one owner of the
// set's flows while the Requests editor is open: the steps, extractions and
// checks tables (flow_steps_model.h, step_extractions_model.h,
// step_checks_model.h) read and change the flows through editFlow(). It
// also keeps the core's problems of the flows (bw::validateFlows(), set by
// RequestSetEditor after each change), by which a flow's row, a step's row
// and a step's fields are marked.
//
// Threads: UI thread only.
#include "flow/compiled_flow.h"
#include "flow/flow.h"
#include "model/flat_table_model.h"

#include <functional>
#include <vector>

namespace bwui {

class RequestFlowsModel : public FlatTableModel {
    Q_OBJECT
public:
    enum Column { Name, Weight, Steps, ColumnCount };

    explicit RequestFlowsModel(QObject* parent = nullptr);

    void setFlows(std::vector<bw::Flow> flows);
    const std::vector<bw::Flow>& flows() const { return flows_; }
    const bw::Flow* flow(int row) const;

    // A new flow named uniquely ("flow 2") of one step (GET /) after `row`
    // (-1: at the end); returns its row.
    int addFlow(int row = -1);
    // A copy of `row` named uniquely ("buy (2)") right after it; -1 for a bad row.
    int duplicateFlow(int row);
    void removeFlow(int row);
    // Changes flow `row` in place (the step tables' edits); emits edited().
    void editFlow(int row, const std::function<void(bw::Flow&)>& edit);
    // The same in two halves, for a table that inserts, removes or moves
    // rows: the change without a signal (between its begin and end), then
    // announce() once its rows are whole again.
    void editFlowQuietly(int row, const std::function<void(bw::Flow&)>& edit);
    void announce(int row);

    // The core's problems of the flows, as validateFlows() gave them.
    void setProblems(std::vector<bw::FlowProblem> problems);
    const std::vector<bw::FlowProblem>& problems() const { return problems_; }
    // The problems of flow `flow` and step `step` (-1: the flow's own;
    // kAnyStep: the flow's and every step's) whose field starts with
    // `field` ("" for all), one a line: "headers.X: message" for a step's,
    // problemLine() for kAnyStep.
    static constexpr int kAnyStep = -2;
    QString problemText(int flow, int step, const QString& field = {}) const;
    // How a problem is listed: 'flow 1 ("buy"), step 2 ("list"), headers.Authorization: ...'
    // (its flow and step words in the installed language, as placeText() says them).
    static QString problemLine(const bw::FlowProblem& p);

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void problemsChanged();

private:
    int itemCount() const override { return int(flows_.size()); }
    QString columnTitle(int column) const override;
    QString uniqueName(const QString& base) const;

    std::vector<bw::Flow> flows_;
    std::vector<bw::FlowProblem> problems_;
};

// The marks of a row the core refused (a warning icon on its first column,
// the Bad colour, the problem as its tooltip): the one look of a refused
// row in the flow tables, as the entries table marks a refused entry.
QVariant problemMark(const QString& problem, int column, int role);

} // namespace bwui
