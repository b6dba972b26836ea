#include "requests/request_flows_model.h"

#include "controller/error_text.h"
#include "requests/unique_name.h"
#include "widgets/semantic_colors.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

namespace bwui {

QVariant problemMark(const QString& problem, int column, int role)
{
    if (problem.isEmpty())
        return {};
    if (role == Qt::ToolTipRole)
        return problem;
    if (role == Qt::DecorationRole && column == 0)
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::ForegroundRole)
        return SemanticColors::color(SemanticColors::Role::Bad, QGuiApplication::palette());
    return {};
}

RequestFlowsModel::RequestFlowsModel(QObject* parent) : FlatTableModel(ColumnCount, Cells::Editable, parent) {}

void RequestFlowsModel::setFlows(std::vector<bw::Flow> flows)
{
    beginResetModel();
    flows_ = std::move(flows);
    problems_.clear();
    endResetModel();
    emit edited();
}

const bw::Flow* RequestFlowsModel::flow(int row) const
{
    return row >= 0 && row < int(flows_.size()) ? &flows_[size_t(row)] : nullptr;
}

QString RequestFlowsModel::uniqueName(const QString& base) const
{
    return bwui::uniqueName(base, flows_, [](const bw::Flow& f) { return f.name; });
}

int RequestFlowsModel::addFlow(int row)
{
    const int at = row < 0 || row >= int(flows_.size()) ? int(flows_.size()) : row + 1;
    bw::Flow f;
    f.name = uniqueName(tr("flow %1").arg(flows_.size() + 1)).toStdString();
    bw::FlowStep first;
    first.request.name = tr("step %1").arg(1).toStdString();
    f.steps.push_back(std::move(first));
    beginInsertRows({}, at, at);
    flows_.insert(flows_.begin() + at, std::move(f));
    endInsertRows();
    emit edited();
    return at;
}

int RequestFlowsModel::duplicateFlow(int row)
{
    if (!flow(row))
        return -1;
    bw::Flow f = flows_[size_t(row)];
    f.name = uniqueName(QString::fromStdString(f.name)).toStdString();
    beginInsertRows({}, row + 1, row + 1);
    flows_.insert(flows_.begin() + row + 1, std::move(f));
    endInsertRows();
    emit edited();
    return row + 1;
}

void RequestFlowsModel::removeFlow(int row)
{
    if (!flow(row))
        return;
    beginRemoveRows({}, row, row);
    flows_.erase(flows_.begin() + row);
    endRemoveRows();
    emit edited();
}

void RequestFlowsModel::editFlow(int row, const std::function<void(bw::Flow&)>& edit)
{
    editFlowQuietly(row, edit);
    announce(row);
}

void RequestFlowsModel::editFlowQuietly(int row, const std::function<void(bw::Flow&)>& edit)
{
    if (flow(row))
        edit(flows_[size_t(row)]);
}

void RequestFlowsModel::announce(int row)
{
    if (!flow(row))
        return;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit edited();
}

void RequestFlowsModel::setProblems(std::vector<bw::FlowProblem> problems)
{
    problems_ = std::move(problems);
    if (!flows_.empty())
        emit dataChanged(index(0, 0), index(int(flows_.size()) - 1, ColumnCount - 1));
    emit problemsChanged();
}

QString RequestFlowsModel::problemLine(const bw::FlowProblem& p)
{
    // The place and the sentence in the window's words, as the set's refusal shows them.
    return placeText(p.where()) + QStringLiteral(": ") + errorReason(p.error);
}

QString RequestFlowsModel::problemText(int flow, int step, const QString& field) const
{
    QStringList lines;
    const std::string prefix = field.toStdString();
    for (const bw::FlowProblem& p : problems_) {
        if (p.flow != flow || (step != kAnyStep && p.step != step) || p.field.rfind(prefix, 0) != 0)
            continue;
        lines << (step == kAnyStep ? problemLine(p) : QString::fromStdString(p.field) + QStringLiteral(": ") + errorReason(p.error));
    }
    return lines.join(QLatin1Char('\n'));
}

Qt::ItemFlags RequestFlowsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = FlatTableModel::flags(index);
    if (index.column() == Steps)
        f &= ~Qt::ItemIsEditable;
    return f;
}

QVariant RequestFlowsModel::data(const QModelIndex& index, int role) const
{
    const bw::Flow* f = index.isValid() ? flow(index.row()) : nullptr;
    if (!f)
        return {};
    if (QVariant mark = problemMark(problemText(index.row(), kAnyStep), index.column(), role); mark.isValid())
        return mark;
    if (role == Qt::TextAlignmentRole && index.column() != Name)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && !edit)
        return {};
    switch (Column(index.column())) {
    case Name: return QString::fromStdString(f->name);
    case Weight: return edit ? QVariant(f->weight) : QVariant(QLocale().toString(f->weight, 'g', 6));
    case Steps: return QLocale().toString(qlonglong(f->steps.size()));
    case ColumnCount: break;
    }
    return {};
}

bool RequestFlowsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !flow(index.row()))
        return false;
    bw::Flow& f = flows_[size_t(index.row())];
    switch (Column(index.column())) {
    case Name: f.name = value.toString().trimmed().toStdString(); break;
    case Weight: {
        bool ok = false;
        const double w = value.toDouble(&ok);
        if (!ok)
            return false;
        f.weight = w;   // 0 or less stays as typed: the core refuses it by flow
        break;
    }
    case Steps:
    case ColumnCount: return false;
    }
    emit dataChanged(index, index);
    emit edited();
    return true;
}

QString RequestFlowsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Name: return tr("Flow");
    case Weight: return tr("Weight");
    case Steps: return tr("Steps");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui
