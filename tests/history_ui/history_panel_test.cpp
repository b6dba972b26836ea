#include "history_panel_test.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>
#include <QtTest>

namespace bwtest {

namespace {

void announceLanguageChange()
{
    QEvent change(QEvent::LanguageChange);
    for (QWidget* w : QApplication::allWidgets())
        QCoreApplication::sendEvent(w, &change);
}

} // namespace

void shootInBothLanguages(const std::function<void(const QString& folder, const QString& lang)>& shoot)
{
    const QString folder = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (folder.isEmpty())
        return;
    QTranslator korean;
    QVERIFY(korean.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("ko")}) {
        if (lang == QLatin1String("ko")) {
            QCoreApplication::installTranslator(&korean);
            QLocale::setDefault(QLocale(QLocale::Korean, QLocale::SouthKorea));
        }
        announceLanguageChange();
        shoot(folder, lang);
    }
    QCoreApplication::removeTranslator(&korean);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    announceLanguageChange();
}

void HistoryPanelTest::initTestCase()
{
    // The application's name is the test program's (tst_ui_...).
    QVERIFY(useEnglishFiguresAndTestSettings(QCoreApplication::applicationName()));
}

void HistoryPanelTest::cleanup()
{
    panel_.reset();
    dir_.reset();
}

bool HistoryPanelTest::openScratchStore(bw::HistoryStore& store)
{
    dir_ = std::make_unique<ScratchHistoryDir>();
    return dir_->open(store);
}

bool HistoryPanelTest::showPanel(bw::HistoryStore& store, QSize size)
{
    store.close();
    panel_ = std::make_unique<bwui::HistoryPanel>();
    panel_->resize(size);
    return panel_->setDatabasePath(dir_->dbPath());
}

} // namespace bwtest
