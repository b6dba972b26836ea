#include "history_browser_test.h"

#include "history_ui_fixture.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

using namespace bwui;

namespace bwtest {

void HistoryBrowserTest::initTestCase()
{
    // Figures are checked as an English window shows them.
    QVERIFY(useEnglishFigures());
}

void HistoryBrowserTest::init()
{
    dir_ = std::make_unique<ScratchHistoryDir>();
    bw::HistoryStore store;
    QVERIFY(dir_->open(store));
    bwtest::HistoryRunSpec a = bwtest::runSpec("alpha nginx", 12000, 900);
    a.tags = {"nginx", "baseline"};
    a.startedAtMs = 1780000000000;
    bwtest::HistoryRunSpec b = bwtest::runSpec("beta node", 3000, 4000);
    b.sloPass = false;
    b.tags = {"node"};
    b.url = "http://127.0.0.1:3000/api";
    b.startedAtMs = 1780000100000;
    bwtest::HistoryRunSpec c = bwtest::runSpec("gamma", 7000, 1500);
    c.noSlo = true;
    c.tags = {"nginx"};
    c.startedAtMs = 1780000200000;
    bwtest::HistoryRunSpec d = bwtest::runSpec("Delta go", 9000, 1200);
    d.url = "http://127.0.0.1:9090/ping";
    d.startedAtMs = 1780000300000;
    ids_.clear();
    for (const bwtest::HistoryRunSpec& s : {a, b, c, d}) {
        const int64_t id = bwtest::saveHistoryRun(store, s);
        QVERIFY2(id > 0, store.lastError().c_str());
        ids_.push_back(id);
    }
    store.close();
    panel_ = std::make_unique<HistoryPanel>();
    QVERIFY2(panel_->setDatabasePath(dbPath()), qPrintable(panel_->lastMessage()));
}

void HistoryBrowserTest::cleanup()
{
    panel_.reset();
    dir_.reset();
}

int HistoryBrowserTest::rowOfName(const QString& name) const
{
    const RunTableModel* m = panel_->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, RunTableModel::ColName).data().toString() == name)
            return r;
    return -1;
}

QString HistoryBrowserTest::cell(int row, int column) const
{
    return panel_->model()->index(row, column).data().toString();
}


void HistoryBrowserTest::waitForFilter()
{
    QSignalSpy spy(panel_->filterBar(), &RunFilterBar::changed);
    QVERIFY(spy.wait(2000));
}

} // namespace bwtest
