#include "requests/flow_steps_model.h"

#include "requests/request_flows_model.h"
#include "requests/unique_name.h"

namespace bwui {

FlowStepsModel::FlowStepsModel(RequestFlowsModel* flows, QObject* parent)
    : FlatTableModel(ColumnCount, Cells::Editable, parent), flows_(flows)
{
    connect(flows_, &RequestFlowsModel::problemsChanged, this, [this] {
        if (itemCount() > 0)
            emit dataChanged(index(0, 0), index(itemCount() - 1, ColumnCount - 1));
    });
}

const bw::Flow* FlowStepsModel::flow() const
{
    return flows_->flow(flow_);
}

void FlowStepsModel::setFlow(int flow)
{
    beginResetModel();
    flow_ = flows_->flow(flow) ? flow : -1;
    endResetModel();
}

int FlowStepsModel::itemCount() const
{
    const bw::Flow* f = flow();
    return f ? int(f->steps.size()) : 0;
}

QString FlowStepsModel::uniqueName(const QString& base) const
{
    return bwui::uniqueName(base, flow()->steps, [](const bw::FlowStep& s) { return s.request.name; });
}

int FlowStepsModel::addStep(int row)
{
    if (!flow())
        return -1;
    const int n = itemCount();
    const int at = row < 0 || row >= n ? n : row + 1;
    bw::FlowStep s;
    s.request.name = uniqueName(tr("step %1").arg(n + 1)).toStdString();
    beginInsertRows({}, at, at);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { f.steps.insert(f.steps.begin() + at, std::move(s)); });
    endInsertRows();
    flows_->announce(flow_);
    return at;
}

int FlowStepsModel::duplicateStep(int row)
{
    if (row < 0 || row >= itemCount())
        return -1;
    bw::FlowStep s = flow()->steps[size_t(row)];
    s.request.name = uniqueName(QString::fromStdString(s.request.name)).toStdString();
    beginInsertRows({}, row + 1, row + 1);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { f.steps.insert(f.steps.begin() + row + 1, std::move(s)); });
    endInsertRows();
    flows_->announce(flow_);
    return row + 1;
}

void FlowStepsModel::removeStep(int row)
{
    if (row < 0 || row >= itemCount())
        return;
    beginRemoveRows({}, row, row);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { f.steps.erase(f.steps.begin() + row); });
    endRemoveRows();
    flows_->announce(flow_);
}

int FlowStepsModel::moveStep(int row, bool up)
{
    const int to = up ? row - 1 : row + 1;
    if (row < 0 || row >= itemCount() || to < 0 || to >= itemCount())
        return row;
    // Qt's move: the destination is the row before which the moved one lands.
    beginMoveRows({}, row, row, {}, up ? to : to + 1);
    flows_->editFlowQuietly(flow_, [&](bw::Flow& f) { std::swap(f.steps[size_t(row)], f.steps[size_t(to)]); });
    endMoveRows();
    flows_->announce(flow_);
    return to;
}

QVariant FlowStepsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= itemCount())
        return {};
    if (QVariant mark = problemMark(flows_->problemText(flow_, index.row()), index.column(), role); mark.isValid())
        return mark;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bw::RequestEntry& r = flow()->steps[size_t(index.row())].request;
    switch (Column(index.column())) {
    case Name: return QString::fromStdString(r.name);
    case Method: return QString::fromStdString(r.method);
    case Path: return QString::fromStdString(r.path);
    case ColumnCount: break;
    }
    return {};
}

bool FlowStepsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= itemCount())
        return false;
    const QString text = value.toString().trimmed();
    const size_t row = size_t(index.row());
    switch (Column(index.column())) {
    case Name: flows_->editFlow(flow_, [&](bw::Flow& f) { f.steps[row].request.name = text.toStdString(); }); break;
    case Method: flows_->editFlow(flow_, [&](bw::Flow& f) { f.steps[row].request.method = text.toUpper().toStdString(); }); break;
    case Path: flows_->editFlow(flow_, [&](bw::Flow& f) { f.steps[row].request.path = text.toStdString(); }); break;
    case ColumnCount: return false;
    }
    emit dataChanged(index, index);
    return true;
}

QString FlowStepsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Name: return tr("Step");
    case Method: return tr("Method");
    case Path: return tr("Path or URL");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui
