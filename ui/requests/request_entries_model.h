#pragma once
// The Requests editor's table of entries: one row a bw::RequestEntry
// (name, weight, method, path, headers, body), editable in place. Headers
// are shown and edited as "Name: value" lines, the body as its text. The
// rows are the set's entries as they are: the core checks them
// (compileRequestSet) when the set is used.
//
// Threads: UI thread only.
#include "engine/request/request_set.h"
#include "model/flat_table_model.h"

#include <vector>

namespace bwui {

class RequestEntriesModel : public FlatTableModel {
    Q_OBJECT
public:
    enum Column { Name, Weight, Method, Path, Headers, Body, ColumnCount };

    explicit RequestEntriesModel(QObject* parent = nullptr);

    void setEntries(std::vector<bw::RequestEntry> entries);
    const std::vector<bw::RequestEntry>& entries() const { return entries_; }

    // A new GET / entry named uniquely ("request 3") after `row` (-1: at the end); returns its row.
    int addEntry(int row = -1);
    // A copy of `row` named uniquely ("find (2)") right after it; returns its row (-1: bad row).
    int duplicateEntry(int row);
    void removeEntry(int row);

    // "Name: value" lines; a line without ':' becomes a header with an empty
    // name, which the core refuses by name.
    static QString headersText(const std::vector<bw::HeaderField>& headers);
    static std::vector<bw::HeaderField> headersFromText(const QString& text);

    // A refusal of the row as a file gave it ("mix.json, request 2 (\"b\"),
    // weight: ..."): the row is marked (warning icon, the refusal as its
    // tooltip) until it is edited or removed. setEntries() clears them all.
    void setRowProblems(const std::vector<QString>& problems);   // by row
    QString rowProblem(int row) const;
    int markedRows() const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    int itemCount() const override { return int(entries_.size()); }
    QString columnTitle(int column) const override;
    QString uniqueName(const QString& base) const;

    std::vector<bw::RequestEntry> entries_;
    std::vector<QString> problems_;   // by row, "" when none
};

} // namespace bwui
