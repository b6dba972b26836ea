#pragma once
// Lists the history on a thread of its own, with its own connection to the
// database, for refreshes nobody asked for: another process (the CLI, a run
// being saved every few seconds) committed, and the browser should follow
// without stopping the window for the tens of milliseconds a large history
// takes to list. Requests run in order; each answer carries the number its
// request was given, so the caller can drop answers overtaken by newer ones.
//
// Threads: list() and the listed() signal on the thread that owns this object
// (the UI thread); the store is used only on the lister's own thread.
#include "history/browser/history_listing.h"

#include <QObject>
#include <QThread>

#include <memory>

namespace bwui {

class BackgroundLister : public QObject {
    Q_OBJECT
public:
    explicit BackgroundLister(QObject* parent = nullptr);
    ~BackgroundLister() override;   // waits for a listing in progress

    // Queues a listing of the database at `path`; returns its number
    // (counting up from 1), which listed() will carry.
    quint64 list(const QString& path, const bw::RunFilter& filter, bool filterIsEmpty);
    // Opens the database at `path` on the lister's thread ahead of its
    // first listing and counts its runs there (a filtered listing says how
    // many runs there are in all: a million took ~25 ms to count), so the
    // first filter a user types waits for neither.
    void prepare(const QString& path);

signals:
    // The listing handed over whole (one owner: moved from, never copied;
    // a million runs' listing is 16 MB).
    void listed(quint64 number, std::shared_ptr<bwui::HistoryListing> listing);

private:
    struct Worker;
    QThread thread_;
    QObject* workerContext_;                // lives on thread_
    std::shared_ptr<Worker> worker_;        // used only on thread_
    quint64 next_ = 0;
};

} // namespace bwui
