#pragma once
// "Requests by entry" ("..., flow and step" with flows): the per-request
// table (RequestStatsModel) in a titled box that is hidden while there is no request set. Its height
// follows its rows (at most 64), so pages that scroll as a whole (the
// summary, the suite results) have no scroll area inside a scroll area.
//
// Threads: UI thread only.
#include "engine/engine.h"
#include "result/run_result.h"

#include <QGroupBox>

class QTableView;

namespace bwui {

class RequestStatsModel;

class RequestStatsBox : public QGroupBox {
    Q_OBJECT
public:
    explicit RequestStatsBox(QWidget* parent = nullptr);

    void setResult(const bw::RunResult& result);
    void setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set);
    void clear();
    // The most height the table may take (pixels; 0: all its rows). Past it, it scrolls:
    // under the live charts it must leave them their room on small screens.
    void setMaxViewHeight(int px);

    RequestStatsModel* model() const { return model_; }
    QTableView* view() const { return view_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fit();
    QString titleText() const;

    RequestStatsModel* model_;
    QTableView* view_;
    int maxViewHeight_ = 0;
};

} // namespace bwui
