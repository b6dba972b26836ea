#include "requests/step_extractions_model.h"

#include "flow/flow.h"
#include "requests/choice_delegate.h"

#include <QLocale>

namespace bwui {

StepExtractionsModel::StepExtractionsModel(RequestFlowsModel* flows, QObject* parent)
    : StepPartModel(flows, "extract", ColumnCount, parent)
{
}

int StepExtractionsModel::partCount(const bw::FlowStep& step) const
{
    return int(step.extract.size());
}

void StepExtractionsModel::appendPart(bw::FlowStep& step) const
{
    bw::FlowExtraction x;
    // A name no other extraction of the step has yet: "value", "value2", ...
    std::string name = "value";
    for (int n = 2;; ++n) {
        bool taken = false;
        for (const bw::FlowExtraction& e : step.extract)
            taken = taken || e.variable == name;
        if (!taken)
            break;
        name = "value" + std::to_string(n);
    }
    x.variable = name;
    x.expression = "/id";
    step.extract.push_back(std::move(x));
}

void StepExtractionsModel::erasePart(bw::FlowStep& step, int row) const
{
    step.extract.erase(step.extract.begin() + row);
}

QStringList StepExtractionsModel::fromChoices() const
{
    // In bw::ExtractFrom's order.
    return {tr("JSON Pointer"), tr("JSONPath"), tr("Regex group"), tr("Header")};
}

QStringList StepExtractionsModel::pickChoices() const
{
    return {tr("First match"), tr("Random match")};   // bw::ExtractPick's order
}

QVariant StepExtractionsModel::data(const QModelIndex& index, int role) const
{
    const bw::FlowStep* s = step();
    if (!index.isValid() || !s || index.row() >= int(s->extract.size()))
        return {};
    if (QVariant m = mark(index, role); m.isValid())
        return m;
    const bw::FlowExtraction& x = s->extract[size_t(index.row())];
    if (role == kChoicesRole) {
        if (index.column() == From)
            return fromChoices();
        if (index.column() == Pick)
            return pickChoices();
        return {};
    }
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && !edit)
        return {};
    switch (Column(index.column())) {
    case Variable: return QString::fromStdString(x.variable);
    case From: return edit ? QVariant(int(x.from)) : QVariant(fromChoices().value(int(x.from)));
    case Expression: return QString::fromStdString(x.expression);
    case Group:
        if (edit)
            return x.group;
        return x.from == bw::ExtractFrom::Regex ? QLocale().toString(x.group) : QString();
    case Pick: return edit ? QVariant(int(x.pick)) : QVariant(pickChoices().value(int(x.pick)));
    case ColumnCount: break;
    }
    return {};
}

bool StepExtractionsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const bw::FlowStep* s = step();
    if (!index.isValid() || role != Qt::EditRole || !s || index.row() >= int(s->extract.size()))
        return false;
    const size_t row = size_t(index.row());
    bool ok = true;
    switch (Column(index.column())) {
    case Variable: {
        std::string name = value.toString().trimmed().toStdString();
        // "{{token}}" typed as it is used: the variable is "token".
        if (name.size() > 4 && name.rfind("{{", 0) == 0 && name.compare(name.size() - 2, 2, "}}") == 0)
            name = name.substr(2, name.size() - 4);
        editStep([&](bw::FlowStep& st) { st.extract[row].variable = name; });
        break;
    }
    case From: {
        const int v = value.toInt(&ok);
        if (!ok || v < 0 || v >= fromChoices().size())
            return false;
        editStep([&](bw::FlowStep& st) { st.extract[row].from = bw::ExtractFrom(v); });
        break;
    }
    case Expression: {
        const std::string text = value.toString().toStdString();   // a regex's spaces are its own
        editStep([&](bw::FlowStep& st) { st.extract[row].expression = text; });
        break;
    }
    case Group: {
        const int g = value.toInt(&ok);
        if (!ok)
            return false;
        editStep([&](bw::FlowStep& st) { st.extract[row].group = g; });
        break;
    }
    case Pick: {
        const int v = value.toInt(&ok);
        if (!ok || v < 0 || v >= pickChoices().size())
            return false;
        editStep([&](bw::FlowStep& st) { st.extract[row].pick = bw::ExtractPick(v); });
        break;
    }
    case ColumnCount: return false;
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

QString StepExtractionsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Variable: return tr("Into {{variable}}");
    case From: return tr("From");
    case Expression: return tr("Expression");
    case Group: return tr("Group");
    case Pick: return tr("Pick");
    case ColumnCount: break;
    }
    return {};
}

QString StepExtractionsModel::columnToolTip(int column) const
{
    switch (Column(column)) {
    case Expression:
        return tr("A JSON Pointer (/items/0/id), a JSONPath ($.items[*].id), a regular expression (token=(\\w+)) "
                  "or a header's name (X-Token).");
    case Group: return tr("The regular expression's group whose text is taken (0: the whole match).");
    case Pick: return tr("The first match in the response, or one of all its matches at random.");
    default: return {};
    }
}

} // namespace bwui
