#include "requests/request_variables_model.h"

#include "controller/error_text.h"
#include "mix/var_spec.h"
#include "widgets/semantic_colors.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace bwui {

RequestVariablesModel::RequestVariablesModel(QObject* parent) : FlatTableModel(ColumnCount, Cells::Editable, parent) {}

void RequestVariablesModel::setVariables(const std::vector<bw::RequestVariable>& variables)
{
    beginResetModel();
    rows_.clear();
    for (const bw::RequestVariable& v : variables)
        rows_.push_back({QString::fromStdString(v.name), QString::fromStdString(bw::varSpecText(v)), v, {}});
    endResetModel();
    emit edited();
}

std::vector<bw::RequestVariable> RequestVariablesModel::variables() const
{
    std::vector<bw::RequestVariable> out;
    for (const Row& r : rows_)
        if (r.error.isEmpty())
            out.push_back(r.variable);
    return out;
}

QString RequestVariablesModel::problem() const
{
    for (const Row& r : rows_)
        if (!r.error.isEmpty())
            return QStringLiteral("{{%1}}: %2").arg(r.name, r.error);
    return {};
}

void RequestVariablesModel::parse(Row* row) const
{
    // The core reads the row as `--var name=spec` reads it (a data file is read here, once per edit).
    auto v = bw::parseVarSpec((row->name + QLatin1Char('=') + row->spec).toStdString());
    if (!v) {
        row->error = errorText(v.error());
        return;
    }
    row->error.clear();
    row->variable = *v;
}

int RequestVariablesModel::addVariable()
{
    int n = int(rows_.size()) + 1;
    auto taken = [this](const QString& name) {
        for (const Row& r : rows_)
            if (r.name == name)
                return true;
        return false;
    };
    while (taken(QStringLiteral("var%1").arg(n)))
        ++n;
    Row row{QStringLiteral("var%1").arg(n), QStringLiteral("random:1:100"), {}, {}};
    parse(&row);
    const int at = int(rows_.size());
    beginInsertRows({}, at, at);
    rows_.push_back(std::move(row));
    endInsertRows();
    emit edited();
    return at;
}

void RequestVariablesModel::removeVariable(int row)
{
    if (row < 0 || row >= int(rows_.size()))
        return;
    beginRemoveRows({}, row, row);
    rows_.erase(rows_.begin() + row);
    endRemoveRows();
    emit edited();
}

QVariant RequestVariablesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(rows_.size()))
        return {};
    const Row& r = rows_[size_t(index.row())];
    if (role == Qt::ToolTipRole)
        return r.error.isEmpty() ? QVariant() : QVariant(r.error);
    if (role == Qt::ForegroundRole && !r.error.isEmpty())
        return QBrush(SemanticColors::color(SemanticColors::Role::Bad, QGuiApplication::palette()));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    return index.column() == Name ? r.name : r.spec;
}

bool RequestVariablesModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= int(rows_.size()))
        return false;
    Row& r = rows_[size_t(index.row())];
    const QString text = value.toString().trimmed();
    if (index.column() == Name) {
        if (text == r.name)
            return false;
        r.name = text;
        if (r.error.isEmpty())
            r.variable.name = text.toStdString();   // the values stay as they were
        else
            parse(&r);
    } else {
        if (text == r.spec)
            return false;
        r.spec = text;
        parse(&r);
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit edited();
    return true;
}

QString RequestVariablesModel::columnTitle(int column) const
{
    return column == Name ? tr("Variable") : tr("Values");
}

QString RequestVariablesModel::columnToolTip(int column) const
{
    if (column != Values)
        return {};
    return tr("Values (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)");
}

} // namespace bwui
