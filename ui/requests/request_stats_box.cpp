#include "requests/request_stats_box.h"

#include "requests/request_stats_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace bwui {

RequestStatsBox::RequestStatsBox(QWidget* parent)
    : QGroupBox(parent), model_(new RequestStatsModel(this)), view_(new QTableView(this))
{
    setObjectName(QStringLiteral("requestStats"));
    view_->setModel(model_);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionMode(QAbstractItemView::ContiguousSelection);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideMiddle);
    view_->verticalHeader()->setVisible(false);
    // Compact rows: the box sits under the live charts and takes their height.
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(RequestStatsModel::Path, QHeaderView::Stretch);
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(4, 2, 4, 4);
    l->addWidget(view_);
    connect(model_, &QAbstractItemModel::modelReset, this, &RequestStatsBox::fit);
    setTitle(titleText());
    setVisible(false);
}

void RequestStatsBox::fit()
{
    const int rows = model_->rowCount();
    setVisible(rows > 0);
    setTitle(titleText());
    view_->resizeColumnsToContents();
    view_->horizontalHeader()->setSectionResizeMode(RequestStatsModel::Path, QHeaderView::Stretch);
    const int h = view_->horizontalHeader()->height() + rows * view_->verticalHeader()->defaultSectionSize()
                  + 2 * view_->frameWidth()
                  + (view_->horizontalScrollBar()->isVisible() ? view_->horizontalScrollBar()->height() : 0);
    const bool clamp = maxViewHeight_ > 0 && h > maxViewHeight_;
    view_->setVerticalScrollBarPolicy(clamp ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    view_->setFixedHeight(clamp ? maxViewHeight_ : h);
}

QString RequestStatsBox::titleText() const
{
    return model_->hasFlows() ? tr("Requests by entry, flow and step") : tr("Requests by entry");
}

void RequestStatsBox::setMaxViewHeight(int px)
{
    if (px == maxViewHeight_)
        return;
    maxViewHeight_ = px;
    fit();
}

void RequestStatsBox::setResult(const bw::RunResult& result)
{
    model_->setResult(result);
    fit();
}

void RequestStatsBox::setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set)
{
    const int rows = model_->rowCount();
    model_->setLive(live, set);
    if (model_->rowCount() != rows || (!isVisible() && rows > 0))
        fit();
}

void RequestStatsBox::clear()
{
    model_->clear();
    fit();
}

void RequestStatsBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setTitle(titleText());
        emit model_->headerDataChanged(Qt::Horizontal, 0, model_->columnCount() - 1);
    }
    QGroupBox::changeEvent(event);
}

} // namespace bwui
