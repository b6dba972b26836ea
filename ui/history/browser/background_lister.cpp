#include "history/browser/background_lister.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <string>

namespace bwui {

struct BackgroundLister::Worker {
    bw::HistoryStore store;
    // A second connection to the same file: a large filtered listing is
    // read in parts on two threads (HistoryStore::listIndexWith).
    bw::HistoryStore helper;
    bool helperOpen = false;
    std::string path;   // the database store is open on, "" when closed

    // False when the database at `to` could not be opened (store.lastError()).
    bool openOn(const std::string& to)
    {
        if (path != to) {
            store.close();
            helper.close();
            path.clear();
            if (store.open(to)) {
                path = to;
                helperOpen = helper.open(to);   // else one thread lists
            }
        }
        return !path.empty();
    }
};

BackgroundLister::BackgroundLister(QObject* parent)
    : QObject(parent), workerContext_(new QObject), worker_(std::make_shared<Worker>())
{
    thread_.setObjectName(QStringLiteral("history-lister"));
    workerContext_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, workerContext_, &QObject::deleteLater);
    thread_.start(QThread::LowPriority);
}

BackgroundLister::~BackgroundLister()
{
    thread_.quit();
    thread_.wait();
}

quint64 BackgroundLister::list(const QString& path, const bw::RunFilter& filter, bool filterIsEmpty)
{
    const quint64 number = ++next_;
    QMetaObject::invokeMethod(workerContext_, [this, worker = worker_, path = path.toStdString(), filter,
                                               filterIsEmpty, number] {
        HistoryListing listing;
        if (!worker->openOn(path)) {
            listing.error = QCoreApplication::translate("bwui::HistoryDatabase",
                                                        "The history database %1 could not be opened: %2")
                                .arg(QString::fromStdString(path), QString::fromStdString(worker->store.lastError()));
        } else {
            listing = listHistory(worker->store, filter, filterIsEmpty, -1, worker->helperOpen ? &worker->helper : nullptr);
        }
        // Back on the owner's thread; dropped if this lister is gone by then.
        QMetaObject::invokeMethod(this, [this, number, listing = std::make_shared<HistoryListing>(std::move(listing))] {
                                      emit listed(number, listing);
                                  },
                                  Qt::QueuedConnection);
    }, Qt::QueuedConnection);
    return number;
}

void BackgroundLister::prepare(const QString& path)
{
    QMetaObject::invokeMethod(workerContext_, [worker = worker_, path = path.toStdString()] {
        if (worker->openOn(path))
            worker->store.countAllRuns();   // kept until the database changes
    }, Qt::QueuedConnection);
}

} // namespace bwui
