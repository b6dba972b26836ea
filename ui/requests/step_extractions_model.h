#pragma once
// The selected step's extractions (docs/flows.md): one row a
// bw::FlowExtraction: the variable it sets, where from (a JSON Pointer, a
// JSONPath, a regular expression's group, a response header), the
// expression, the group (a regular expression's) and the pick (the first
// match or a random one). "From" and "pick" are chosen in a combo box
// (ChoiceDelegate).
//
// Threads: UI thread only.
#include "requests/step_part_model.h"

namespace bwui {

class StepExtractionsModel : public StepPartModel {
    Q_OBJECT
public:
    enum Column { Variable, From, Expression, Group, Pick, ColumnCount };

    explicit StepExtractionsModel(RequestFlowsModel* flows, QObject* parent = nullptr);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    QString columnTitle(int column) const override;
    QString columnToolTip(int column) const override;
    int partCount(const bw::FlowStep& step) const override;
    void appendPart(bw::FlowStep& step) const override;
    void erasePart(bw::FlowStep& step, int row) const override;
    QStringList fromChoices() const;
    QStringList pickChoices() const;
};

} // namespace bwui
