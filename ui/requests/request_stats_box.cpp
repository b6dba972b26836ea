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
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(RequestStatsModel::Path, QHeaderView::Stretch);
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* l = new QVBoxLayout(this);
    l->addWidget(view_);
    connect(model_, &QAbstractItemModel::modelReset, this, &RequestStatsBox::fit);
    setTitle(tr("Requests by entry"));
    setVisible(false);
}

void RequestStatsBox::fit()
{
    const int rows = model_->rowCount();
    setVisible(rows > 0);
    view_->resizeColumnsToContents();
    view_->horizontalHeader()->setSectionResizeMode(RequestStatsModel::Path, QHeaderView::Stretch);
    const int h = view_->horizontalHeader()->height() + rows * view_->verticalHeader()->defaultSectionSize()
                  + 2 * view_->frameWidth()
                  + (view_->horizontalScrollBar()->isVisible() ? view_->horizontalScrollBar()->height() : 0);
    view_->setFixedHeight(h);
}

void RequestStatsBox::setResult(const bw::RunResult& result)
{
    model_->setResult(result);
    fit();
}

void RequestStatsBox::setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set)
{
    model_->setLive(live, set);
    if (!isVisible() && model_->rowCount() > 0)
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
        setTitle(tr("Requests by entry"));
        emit model_->headerDataChanged(Qt::Horizontal, 0, model_->columnCount() - 1);
    }
    QGroupBox::changeEvent(event);
}

} // namespace bwui
