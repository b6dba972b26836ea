// The window's error reasons come from the core's error codes and read in the
// user's language: in Korean a bad URL, a bad header or 0 virtual users are
// refused with a Korean sentence that names the value, in English with the
// same sentence the CLI prints (bw::Error::text()).
#include "controller/error_text.h"
#include "controller/run_controller.h"
#include "engine/load_config.h"
#include "panels/target_panel.h"
#include "test_main.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "widgets/message_area.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace bwui;

class TestErrorText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void badUrlInKorean();
    void zeroVirtualUsersInKorean();
    void badHeaderInKorean();
    void badCpuListAndReadyUrlInKorean();
    void ownCoresAndNetworkInKorean();
    void everyCodeIsTranslated();
    void englishMatchesTheCli();
    void plainErrorsKeepTheirDetail();
    void cleanupTestCase();

private:
    static bool hasHangul(const QString& s);
    LanguageManager* language_ = nullptr;
    MainWindow* window_ = nullptr;
};

bool TestErrorText::hasHangul(const QString& s)
{
    for (QChar c : s)
        if (c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3)
            return true;
    return false;
}

void TestErrorText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_error_text");
    QSettings().clear();
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("ko"));
    QCOMPARE(language_->effective(), QString("ko"));
    window_ = new MainWindow(language_);
    window_->controller()->setHistoryPath(QString());   // never the user's history
    GuiOptions o;
    o.url = QStringLiteral("http://127.0.0.1:9/json");  // every run here is refused before it starts
    o.connections = 2;
    o.threads = 1;
    o.durationSec = 1;
    window_->restore(o);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestErrorText::badUrlInKorean()
{
    window_->targetPanel()->setUrl("ftp://127.0.0.1/json");
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(!window_->startRun());
    QCOMPARE(failed.count(), 1);
    const QString shown = window_->messageArea()->text();
    QCOMPARE(shown, QString::fromUtf8("URL: 지원하지 않는 스킴 'ftp'입니다 (http 또는 https만 쓸 수 있습니다)"));
    QCOMPARE(failed.first().first().toString(), shown);

    window_->targetPanel()->setUrl("http://127.0.0.1:70000/json");
    QVERIFY(!window_->startRun());
    QCOMPARE(window_->messageArea()->text(), QString::fromUtf8("URL: 포트가 범위(1~65535)를 벗어났습니다: 70000"));
    window_->targetPanel()->setUrl("http://127.0.0.1:9/json");
}

void TestErrorText::zeroVirtualUsersInKorean()
{
    // The window's spin box stops at 1; a settings file or a script can still
    // hand the controller 0.
    RunController controller;
    controller.setHistoryPath(QString());
    QSignalSpy failed(&controller, &RunController::runFailed);
    bw::LoadConfig c;
    c.url = "http://127.0.0.1:9/json";
    c.connections = 0;
    bw::TargetSpec target;
    target.kind = bw::TargetSpec::Kind::Url;
    QVERIFY(!controller.start(c, bw::Slo{}, target));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().toString(), QString::fromUtf8("가상 사용자: 1 이상이어야 합니다"));
}

void TestErrorText::badHeaderInKorean()
{
    bw::LoadConfig c;
    c.url = "http://127.0.0.1:9/json";
    c.body = "abc";
    c.headers = {{"Content-Length", "7"}};
    auto e = bw::validateConfig(c);
    QVERIFY(e.has_value());
    QCOMPARE(errorText(*e),
             QString::fromUtf8("헤더: 'Content-Length: 7'이(가) 본문 크기 3바이트와 맞지 않습니다. 이 헤더는 빼 주세요 "
                               "(Benchwork가 설정합니다)"));
    c.headers = {{"X Bad", "1"}};
    e = bw::validateConfig(c);
    QVERIFY(e.has_value());
    QCOMPARE(errorText(*e),
             QString::fromUtf8("헤더: 'X Bad'은(는) 올바른 헤더 이름이 아닙니다: ' ' (0x20)은(는) 헤더 이름에 쓸 수 없습니다 "
                               "(헤더 이름은 RFC 9110 토큰입니다: ASCII 영문자, 숫자, 기호만 쓰고 공백, 제어 문자, "
                               "\"(),/:;<=>?@[\\]{}는 쓸 수 없습니다)"));
}

void TestErrorText::badCpuListAndReadyUrlInKorean()
{
    // The Launch page's CPU list and ready URL are refused in the target
    // panel's words, with the reason's Korean sentence naming the value.
    TargetPanel* panel = window_->targetPanel();
    const bw::TargetSpec::Kind before = panel->kind();
    panel->setKind(bw::TargetSpec::Kind::Launch);
    auto* command = panel->findChild<QLineEdit*>("command");
    auto* cpus = panel->findChild<QLineEdit*>("cpus");
    auto* ready = panel->findChild<QLineEdit*>("readyUrl");
    QVERIFY(command && cpus && ready);
    command->setText("node server.js");
    auto refusal = [&] {
        QSignalSpy failed(window_, &MainWindow::runFailed);
        const bool started = window_->startRun();
        return !started && failed.count() == 1 ? window_->messageArea()->text() : QString("(not refused)");
    };

    cpus->setText("0,x");
    QCOMPARE(refusal(), QString::fromUtf8("CPU: CPU 목록 '0,x'의 'x'은(는) CPU 번호가 아닙니다"));
    cpus->setText("0-9999");
    QCOMPARE(refusal(), QString::fromUtf8("CPU: CPU 목록 '0-9999'의 CPU 9999이(가) 범위(0-4095)를 벗어났습니다"));
    cpus->clear();

    ready->setText("ftp://127.0.0.1/health");
    QCOMPARE(refusal(), QString::fromUtf8("준비 확인 URL: 준비 확인 'ftp://127.0.0.1/health'을(를) 이해할 수 없습니다 "
                                          "(none, tcp:HOST:PORT 또는 http://HOST:PORT/PATH 형식이어야 합니다)"));
    // A bad http:// URL is refused with the URL's own reason.
    ready->setText("http://127.0.0.1:70000/health");
    QCOMPARE(refusal(), QString::fromUtf8("준비 확인 URL: 포트가 범위(1~65535)를 벗어났습니다: 70000"));
    ready->clear();
    command->clear();
    panel->setKind(before);
}

void TestErrorText::ownCoresAndNetworkInKorean()
{
    // --split in the Server box: refused in Korean, naming what was typed;
    // the Network choice offers the presets in Korean and sends its name.
    TargetPanel* panel = window_->targetPanel();
    auto* split = panel->findChild<QLineEdit*>("split");
    auto* network = panel->findChild<QComboBox*>("network");
    QVERIFY(split && network);
    split->setText("2-2");
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(!window_->startRun());
    QCOMPARE(failed.count(), 1);
    QCOMPARE(window_->messageArea()->text(),
             QString::fromUtf8("전용 코어: '2-2'은(는) 코어 분리가 아닙니다 (auto, off, 또는 서버와 클라이언트의 CPU 수를 "
                               "S:C로, 예: 2:2)"));
    split->setText("1:1");
    bw::LoadConfig cfg;
    panel->fillRequest(cfg);
    QCOMPARE(cfg.split, std::string("1:1"));
    QCOMPARE(cfg.link, std::string());   // Local
    QCOMPARE(network->itemText(0), QString::fromUtf8("로컬"));
    const int wifi = network->findData(QStringLiteral("wifi"));
    QVERIFY(wifi > 0);
    QCOMPARE(network->itemText(wifi), QString::fromUtf8("Wi-Fi"));
    QCOMPARE(network->itemData(wifi, Qt::ToolTipRole).toString(), QString::fromUtf8("Wi-Fi: 왕복 20 ms ± 8 ms, 100 Mbit/s, 손실 0.1 %"));
    QCOMPARE(network->itemText(network->findData(QStringLiteral("wifi-poor"))), QString::fromUtf8("Wi-Fi (불량)"));
    network->setCurrentIndex(wifi);
    panel->fillRequest(cfg);
    QCOMPARE(cfg.link, std::string("wifi"));
    network->setCurrentIndex(0);
    split->clear();
    panel->fillRequest(cfg);
    QCOMPARE(cfg.split, std::string("auto"));
}

void TestErrorText::everyCodeIsTranslated()
{
    // Every code's sentence has a Korean translation that keeps its arguments.
    for (bw::ErrorCode code : bw::allErrorCodes()) {
        bw::Error e(code, "", {"ARG1", "ARG2", "ARG3", "ARG4"});
        const QString korean = errorReason(e);
        QVERIFY2(hasHangul(korean), qPrintable(korean));
        const std::string english = e.reason();
        for (const char* arg : {"ARG1", "ARG2", "ARG3", "ARG4"})
            QCOMPARE(korean.contains(QLatin1String(arg)), english.find(arg) != std::string::npos);
    }
}

void TestErrorText::englishMatchesTheCli()
{
    QVERIFY(language_->apply("en"));
    bw::LoadConfig c;
    c.url = "gopher://127.0.0.1/";
    const auto e = bw::validateConfig(c);
    QVERIFY(e.has_value());
    QCOMPARE(errorText(*e), QString("URL: unsupported scheme 'gopher' (expected http or https)"));
    for (bw::ErrorCode code : bw::allErrorCodes()) {
        const bw::Error coded(code, "", {"a", "b", "c", "d"});
        QCOMPARE(errorText(coded), QString::fromStdString(coded.text()));
    }
    window_->targetPanel()->setUrl("ftp://127.0.0.1/json");
    QVERIFY(!window_->startRun());
    QCOMPARE(window_->messageArea()->text(), QString("URL: unsupported scheme 'ftp' (expected http or https)"));
    QVERIFY(language_->apply("ko"));
}

void TestErrorText::plainErrorsKeepTheirDetail()
{
    // A reason without a code (a library's text) is shown as it came.
    const bw::Error plain("target", "cannot start the demo target (/x): No such file or directory");
    QCOMPARE(errorReason(plain), QString("cannot start the demo target (/x): No such file or directory"));
    QCOMPARE(errorText(plain), QString::fromUtf8("대상: cannot start the demo target (/x): No such file or directory"));
    QCOMPARE(startErrorText(plain),
             QString::fromUtf8("실행을 시작할 수 없습니다 (대상): cannot start the demo target (/x): No such file or directory"));
    // A JSON path is not a setting: it stays as it is.
    const bw::Error located("$.scenarios[0].load.connections", "must be at least 1");
    QCOMPARE(errorText(located), QString("$.scenarios[0].load.connections: must be at least 1"));
}

void TestErrorText::cleanupTestCase()
{
    delete window_;
    window_ = nullptr;
}

BW_TEST_MAIN(TestErrorText)
#include "tst_ui_error_text.moc"
