#pragma once
// The Flows tab's table of the selected flow's steps, in order: one row a
// bw::FlowStep's request (name, method, path), editable in place, with add,
// duplicate, remove and move up/down. The steps are the flow's in
// RequestFlowsModel (changed through its editFlow()); a step the core
// refused is marked with its problems (RequestFlowsModel::problems()).
//
// Threads: UI thread only.
#include "model/flat_table_model.h"

namespace bw {
struct Flow;
}

namespace bwui {

class RequestFlowsModel;

class FlowStepsModel : public FlatTableModel {
    Q_OBJECT
public:
    enum Column { Name, Method, Path, ColumnCount };

    explicit FlowStepsModel(RequestFlowsModel* flows, QObject* parent = nullptr);

    // The flow shown (-1: none).
    void setFlow(int flow);
    int flowRow() const { return flow_; }

    // A new step (GET /, named uniquely "step 3") after `row` (-1: at the end); returns its row.
    int addStep(int row = -1);
    // A copy of `row` named uniquely ("list (2)") right after it; -1 for a bad row.
    int duplicateStep(int row);
    void removeStep(int row);
    // Swaps `row` with the one before (up) or after it; returns its new row (`row` when it cannot move).
    int moveStep(int row, bool up);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    int itemCount() const override;
    QString columnTitle(int column) const override;
    const bw::Flow* flow() const;
    QString uniqueName(const QString& base) const;

    RequestFlowsModel* flows_;
    int flow_ = -1;
};

} // namespace bwui
