#pragma once
// The selected step's checks (docs/flows.md): one row a bw::FlowCheck: its
// kind (status, body contains, JSON equals, JSON exists, header present,
// chosen in a combo box), what it looks at ("200, 2xx, 304" for a status;
// the text; the JSON Pointer or path; the header's name), the expected
// JSON value (JSON equals) and the name results show ("" for the core's).
//
// Threads: UI thread only.
#include "flow/flow.h"
#include "requests/step_part_model.h"

#include <optional>
#include <vector>

namespace bwui {

class StepChecksModel : public StepPartModel {
    Q_OBJECT
public:
    enum Column { Kind, Value, Expected, Name, ColumnCount };

    explicit StepChecksModel(RequestFlowsModel* flows, QObject* parent = nullptr);

    // "200, 2xx, 304" and back; nullopt for a text that is not a list of
    // codes and classes ("2x5"). A code or class that cannot occur (999,
    // "9xx") is kept for the core to refuse by name.
    static QString statusesText(const std::vector<bw::StatusMatch>& statuses);
    static std::optional<std::vector<bw::StatusMatch>> statusesFromText(const QString& text);
    // An expected value as compact JSON: "true", "3", "\"paid\"" as typed;
    // any other text is a JSON string ("paid" becomes "\"paid\"").
    static std::string expectedFromText(const QString& text);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

private:
    QString columnTitle(int column) const override;
    QString columnToolTip(int column) const override;
    int partCount(const bw::FlowStep& step) const override;
    void appendPart(bw::FlowStep& step) const override;
    void erasePart(bw::FlowStep& step, int row) const override;
    QStringList kindChoices() const;
};

} // namespace bwui
