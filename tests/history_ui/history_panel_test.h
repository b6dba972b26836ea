#pragma once
// The base of the history window tests that save runs of their own
// (tst_ui_history_views, tst_ui_round_groups): English figures, and the
// window's settings kept under the test program's name; before each test
// the derived init() fills a fresh scratch database and shows it in panel_;
// after each test both are dropped. Test thread only.
#include "history/history_panel.h"
#include "history_ui_fixture.h"

#include <QObject>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>

namespace bwtest {

// For a person's review of the layout, when BENCHWORK_SHOT_DIR names a
// folder: calls shoot(folder, lang) with every window in English ("en"),
// then in Korean ("ko": the Korean catalogue and locale), and leaves them
// in English again. Without BENCHWORK_SHOT_DIR, does nothing. A missing
// Korean catalogue fails the calling test.
void shootInBothLanguages(const std::function<void(const QString& folder, const QString& lang)>& shoot);

class HistoryPanelTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();

protected:
    // A fresh scratch folder in dir_, `store` opened on its database; false
    // when either could not be made (store.lastError() says why for the latter).
    bool openScratchStore(bw::HistoryStore& store);
    // Closes `store` and opens its database in a new panel_ of `size`;
    // false when the panel refuses it (panel_->lastMessage() says why).
    bool showPanel(bw::HistoryStore& store, QSize size);

    std::unique_ptr<ScratchHistoryDir> dir_;
    std::unique_ptr<bwui::HistoryPanel> panel_;
};

} // namespace bwtest
