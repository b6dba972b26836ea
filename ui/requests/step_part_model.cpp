#include "requests/step_part_model.h"

#include "requests/request_flows_model.h"

namespace bwui {

StepPartModel::StepPartModel(RequestFlowsModel* flows, const char* part, int columns, QObject* parent)
    : FlatTableModel(columns, Cells::Editable, parent), flows_(flows), part_(part)
{
    connect(flows_, &RequestFlowsModel::problemsChanged, this, [this] {
        if (itemCount() > 0)
            emit dataChanged(index(0, 0), index(itemCount() - 1, columnCount() - 1));
    });
}

const bw::FlowStep* StepPartModel::step() const
{
    const bw::Flow* f = flows_->flow(flow_);
    return f && step_ >= 0 && step_ < int(f->steps.size()) ? &f->steps[size_t(step_)] : nullptr;
}

void StepPartModel::setStep(int flow, int step)
{
    beginResetModel();
    flow_ = flow;
    step_ = step;
    if (!this->step())
        flow_ = step_ = -1;
    endResetModel();
}

int StepPartModel::itemCount() const
{
    const bw::FlowStep* s = step();
    return s ? partCount(*s) : 0;
}

void StepPartModel::editStep(const std::function<void(bw::FlowStep&)>& edit)
{
    if (step())
        flows_->editFlow(flow_, [&](bw::Flow& f) { edit(f.steps[size_t(step_)]); });
}

int StepPartModel::addRow()
{
    if (!step())
        return -1;
    const int at = itemCount();
    beginInsertRows({}, at, at);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { appendPart(f.steps[size_t(step_)]); });
    endInsertRows();
    flows_->announce(flow_);
    return at;
}

void StepPartModel::removeRow(int row)
{
    if (row < 0 || row >= itemCount())
        return;
    beginRemoveRows({}, row, row);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { erasePart(f.steps[size_t(step_)], row); });
    endRemoveRows();
    flows_->announce(flow_);
}

QString StepPartModel::rowProblem(int row) const
{
    if (!step())
        return {};
    const QString field = QStringLiteral("%1[%2]").arg(QString::fromStdString(part_)).arg(row);
    QString text = flows_->problemText(flow_, step_, field + QLatin1Char('.'));
    const QString whole = flows_->problemText(flow_, step_, field);   // "extract[1]" itself, not "extract[10]"
    for (const QString& line : whole.split(QLatin1Char('\n')))
        if (line.startsWith(field + QLatin1Char(':')) && !text.contains(line))
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + line;
    return text;
}

QVariant StepPartModel::mark(const QModelIndex& index, int role) const
{
    return problemMark(rowProblem(index.row()), index.column(), role);
}

} // namespace bwui
