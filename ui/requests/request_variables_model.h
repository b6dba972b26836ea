#pragma once
// The Requests editor's table of variables: one row a {{name}} and its
// values in the CLI's --var shorthand ("random:1:300", "choice:a,b",
// "file:users.csv:id", "uuid"), read by the core's parseVarSpec(). A row
// keeps the variable it was given (a mix file's, exactly) until its text is
// edited; a row whose text the core refuses keeps the refusal, which
// problem() names.
//
// Threads: UI thread only.
#include "engine/request/request_set.h"
#include "model/flat_table_model.h"

#include <vector>

namespace bwui {

class RequestVariablesModel : public FlatTableModel {
    Q_OBJECT
public:
    enum Column { Name, Values, ColumnCount };

    explicit RequestVariablesModel(QObject* parent = nullptr);

    void setVariables(const std::vector<bw::RequestVariable>& variables);
    // The variables of the rows the core accepted, in row order.
    std::vector<bw::RequestVariable> variables() const;
    // The first row the core refused: "{{id}}: lo 5 is above hi 1"; "" when none.
    QString problem() const;

    int addVariable();   // "var1" = random:1:100; returns its row
    void removeVariable(int row);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    int itemCount() const override { return int(rows_.size()); }
    QString columnTitle(int column) const override;
    QString columnToolTip(int column) const override;

    struct Row {
        QString name;
        QString spec;                 // as shown and edited
        bw::RequestVariable variable; // valid when error is empty
        QString error;                // the core's refusal of name=spec
    };
    void parse(Row* row) const;

    std::vector<Row> rows_;
};

} // namespace bwui
