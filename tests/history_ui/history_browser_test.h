#pragma once
// The history browser tests' fixture (tst_ui_history_browser, _edits,
// _files): a temporary database with four saved runs (alpha, beta, gamma,
// delta) opened in a HistoryPanel before each test, English figures and
// plurals, and helpers to find rows and read cells.
#include "history/history_panel.h"
#include "history_ui_fixture.h"
#include "history/browser/run_filter_bar.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace bwtest {

// The base of the browser tests: the figures in English, and before each
// test a fresh database with the four runs open in panel_.
class HistoryBrowserTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

protected:
    QString dbPath() const { return dir_->dbPath(); }
    int rowOfName(const QString& name) const;
    QString cell(int row, int column) const;
    // The filter bar debounces typing; wait for the listing it triggers.
    void waitForFilter();

    std::unique_ptr<ScratchHistoryDir> dir_;
    std::unique_ptr<bwui::HistoryPanel> panel_;
    std::vector<int64_t> ids_;   // alpha, beta, gamma, delta
};

} // namespace bwtest
