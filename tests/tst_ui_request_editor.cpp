// The Requests editor's model (ui/requests/request_set_editor): its rows are
// the core's request set and back, a mix file saved and loaded again gives
// the same set, a refused entry or variable is named in the core's words
// and keeps the run off (RequestSetRow::problem), the preview is the core's
// own requests at a fixed seed, and the settings keep the set.
#include "engine_run.h"
#include "engine/request/compiled_requests.h"
#include "mix/mix_json.h"
#include "requests/request_entries_model.h"
#include "requests/request_set_editor.h"
#include "requests/request_set_row.h"
#include "requests/request_variables_model.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace bwui;

namespace {

bw::RequestSet sampleSet()
{
    bw::RequestSet s;
    s.source = "sample";
    s.variables = {{.name = "id", .kind = bw::VariableKind::Random, .lo = 1, .hi = 300}};
    const bw::RequestEntry find{.name = "find", .path = "/db/find/{{id}}", .weight = 6};
    const bw::RequestEntry signal{.name = "signal",
                                  .method = "POST",
                                  .path = "/api/signal",
                                  .headers = {{"X-Request-Id", "r{{id}}"}, {"Content-Type", "application/json"}},
                                  .body = "{\"id\":{{id}}}",
                                  .weight = 1};
    s.entries = {find, signal};
    return s;
}

bw::LoadConfig run() { return bwtest::urlConfig("http://127.0.0.1:8080"); }

} // namespace

class TestRequestEditor : public QObject {
    Q_OBJECT
private slots:
    void rowsAreTheSet();
    void editsReachTheSet();
    void addDuplicateRemove();
    void fileRoundTrip();
    void refusedEntryNamesItAndBlocksTheRun();
    void unknownVariableAndBadRange();
    void otherOriginRefused();
    void previewIsTheCoresAtAFixedSeed();
    void urlListImport();
    void settingsKeepTheSet();
};

void TestRequestEditor::rowsAreTheSet()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    RequestEntriesModel* m = ed.entries();
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(m->data(m->index(0, RequestEntriesModel::Name)).toString(), QStringLiteral("find"));
    QCOMPARE(m->data(m->index(0, RequestEntriesModel::Path)).toString(), QStringLiteral("/db/find/{{id}}"));
    QCOMPARE(m->data(m->index(1, RequestEntriesModel::Method)).toString(), QStringLiteral("POST"));
    QCOMPARE(m->data(m->index(1, RequestEntriesModel::Headers), Qt::EditRole).toString(),
             QStringLiteral("X-Request-Id: r{{id}}\nContent-Type: application/json"));
    QCOMPARE(ed.variables()->rowCount(), 1);
    QCOMPARE(ed.variables()->data(ed.variables()->index(0, RequestVariablesModel::Values)).toString(),
             QStringLiteral("random:1:300"));
    const bw::RequestSet back = ed.set();
    QCOMPARE(back.entries.size(), size_t(2));
    QCOMPARE(back.entries[1].headers.size(), size_t(2));
    QCOMPARE(back.entries[1].headers[0].value, std::string("r{{id}}"));
    QCOMPARE(back.entries[1].body, std::string("{\"id\":{{id}}}"));
    QCOMPARE(back.entries[0].weight, 6.0);
    QCOMPARE(back.variables.size(), size_t(1));
    QCOMPARE(back.variables[0].hi, int64_t(300));
}

void TestRequestEditor::editsReachTheSet()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    QSignalSpy changed(&ed, &RequestSetEditor::changed);
    RequestEntriesModel* m = ed.entries();
    QVERIFY(m->setData(m->index(0, RequestEntriesModel::Path), QStringLiteral("/db/list?page={{id}}")));
    QVERIFY(m->setData(m->index(0, RequestEntriesModel::Weight), 2.5));
    QVERIFY(m->setData(m->index(1, RequestEntriesModel::Headers), QStringLiteral("A: 1\n\nB:  two ")));
    QVERIFY(ed.variables()->setData(ed.variables()->index(0, RequestVariablesModel::Values), QStringLiteral("sequence:5:9")));
    QVERIFY(changed.count() >= 4);
    const bw::RequestSet s = ed.set();
    QCOMPARE(s.entries[0].path, std::string("/db/list?page={{id}}"));
    QCOMPARE(s.entries[0].weight, 2.5);
    QCOMPARE(s.entries[1].headers.size(), size_t(2));
    QCOMPARE(s.entries[1].headers[1].name, std::string("B"));
    QCOMPARE(s.entries[1].headers[1].value, std::string("two"));
    QCOMPARE(s.variables[0].kind, bw::VariableKind::Sequence);
    QCOMPARE(s.variables[0].lo, int64_t(5));
}

void TestRequestEditor::addDuplicateRemove()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    RequestEntriesModel* m = ed.entries();
    QCOMPARE(m->duplicateEntry(0), 1);
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(m->entries()[1].name, std::string("find (2)"));   // names stay unique: they key the statistics
    QCOMPARE(m->entries()[1].path, m->entries()[0].path);
    const int added = m->addEntry(-1);
    QCOMPARE(added, 3);
    QCOMPARE(m->entries()[3].method, std::string("GET"));
    m->removeEntry(0);
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(m->entries()[0].name, std::string("find (2)"));
    QVERIFY(ed.problem(run()).isEmpty());
}

void TestRequestEditor::fileRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mix.json"));
    RequestSetEditor ed;
    bw::RequestSet in = sampleSet();
    in.order = bw::RequestOrder::Sequence;
    in.seedSet = true;
    in.seed = 42;
    ed.setSet(in);
    QCOMPARE(ed.saveFile(path), QString());
    // The core reads what the window wrote, as `--mix` would.
    auto read = bw::readMixFile(path.toStdString());
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().text().c_str());
    RequestSetEditor again;
    QCOMPARE(again.loadFile(path), QString());
    const bw::RequestSet out = again.set();
    QCOMPARE(out.order, bw::RequestOrder::Sequence);
    QVERIFY(out.seedSet);
    QCOMPARE(out.seed, uint64_t(42));
    QCOMPARE(out.entries.size(), in.entries.size());
    for (size_t i = 0; i < in.entries.size(); ++i) {
        QCOMPARE(out.entries[i].name, in.entries[i].name);
        QCOMPARE(out.entries[i].method, in.entries[i].method);
        QCOMPARE(out.entries[i].path, in.entries[i].path);
        QCOMPARE(out.entries[i].body, in.entries[i].body);
        QCOMPARE(out.entries[i].weight, in.entries[i].weight);
        QCOMPARE(out.entries[i].headers.size(), in.entries[i].headers.size());
    }
    QCOMPARE(out.variables.size(), size_t(1));
    QCOMPARE(out.variables[0].name, std::string("id"));
    QCOMPARE(again.source(), QStringLiteral("mix.json"));

    // A broken file: the core's message names the file, nothing is replaced.
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"requests\": [ {\"path\": \"/a\", \"weight\": 0} ]}");
    bad.close();
    const QString error = again.loadFile(bad.fileName());
    QVERIFY2(error.contains(QStringLiteral("bad.json")) && error.contains(QStringLiteral("weight")), qPrintable(error));
    QCOMPARE(again.entries()->rowCount(), 2);
}

void TestRequestEditor::refusedEntryNamesItAndBlocksTheRun()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    QVERIFY(ed.problem(run()).isEmpty());
    QVERIFY(ed.entries()->setData(ed.entries()->index(1, RequestEntriesModel::Weight), 0));
    const QString problem = ed.problem(run());
    QVERIFY2(problem.contains(QStringLiteral("signal")) && problem.contains(QStringLiteral("weight")), qPrintable(problem));
    QVERIFY(ed.preview(run()).isEmpty());

    RequestSetRow row([] { return run(); });
    QSignalSpy changed(&row, &RequestSetRow::changed);
    row.setSet(ed.set());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(row.problem(), problem);   // the window's Run stays off with this message
    bw::RequestSet fine = sampleSet();
    row.setSet(fine);
    QVERIFY(row.problem().isEmpty());
}

void TestRequestEditor::unknownVariableAndBadRange()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    QVERIFY(ed.entries()->setData(ed.entries()->index(0, RequestEntriesModel::Path), QStringLiteral("/db/find/{{nope}}")));
    QVERIFY2(ed.problem(run()).contains(QStringLiteral("nope")), qPrintable(ed.problem(run())));
    QVERIFY(ed.entries()->setData(ed.entries()->index(0, RequestEntriesModel::Path), QStringLiteral("/db/find/{{id}}")));
    QVERIFY(ed.problem(run()).isEmpty());
    QVERIFY(ed.variables()->setData(ed.variables()->index(0, RequestVariablesModel::Values), QStringLiteral("random:5:1")));
    const QString problem = ed.problem(run());
    QVERIFY2(problem.startsWith(QStringLiteral("{{id}}:")) && problem.contains(QStringLiteral("lo 5 is above hi 1")),
             qPrintable(problem));
}

void TestRequestEditor::otherOriginRefused()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    QVERIFY(ed.entries()->setData(ed.entries()->index(0, RequestEntriesModel::Path), QStringLiteral("http://example.test/x")));
    const QString problem = ed.problem(run());
    QVERIFY2(problem.contains(QStringLiteral("find")) && problem.contains(QStringLiteral("example.test")), qPrintable(problem));
}

void TestRequestEditor::previewIsTheCoresAtAFixedSeed()
{
    RequestSetEditor ed;
    ed.setSet(sampleSet());
    const QStringList samples = ed.preview(run());
    QCOMPARE(samples.size(), 5);
    QCOMPARE(ed.preview(run()), samples);   // a fixed seed: the same five every time
    // Exactly what the core builds for that seed.
    bw::LoadConfig cfg = run();
    cfg.mix = ed.set();
    cfg.mix.seedSet = true;
    cfg.mix.seed = RequestSetEditor::kPreviewSeed;
    auto compiled = bw::compileRequestSet(cfg);
    QVERIFY(compiled.ok());
    const std::vector<std::string> core = bw::previewRequests(**compiled, 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(samples[i], QString::fromStdString(core[size_t(i)]));
    for (const QString& s : samples) {
        QVERIFY2(s.startsWith(QStringLiteral("GET /db/find/")) || s.startsWith(QStringLiteral("POST /api/signal ")), qPrintable(s));
        QVERIFY(!s.contains(QStringLiteral("{{")));
    }
}

void TestRequestEditor::urlListImport()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("urls.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# two URLs, one twice\nhttp://127.0.0.1:8080/a\nhttp://127.0.0.1:8080/b\nhttp://127.0.0.1:8080/a\n");
    f.close();
    RequestSetEditor ed;
    QString note;
    QCOMPARE(ed.importFile(RequestSetEditor::Import::UrlList, path, QString(), false, &note), QString());
    QCOMPARE(ed.entries()->rowCount(), 2);
    QCOMPARE(ed.entries()->entries()[0].weight, 2.0);
    QVERIFY(!note.isEmpty());
    QCOMPARE(ed.source(), QStringLiteral("--urls urls.txt"));
    QVERIFY(ed.problem(run()).isEmpty());

    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("# nothing\n");
    f.close();
    const QString error = ed.importFile(RequestSetEditor::Import::UrlList, path, QString(), false, &note);
    QVERIFY2(error.contains(QStringLiteral("urls.txt")), qPrintable(error));
    QCOMPARE(ed.entries()->rowCount(), 2);   // a refused import loses nothing
}

void TestRequestEditor::settingsKeepTheSet()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    bw::RequestSet in = sampleSet();
    in.seedSet = true;
    in.seed = 7;
    {
        RequestSetRow row([] { return run(); });
        row.setSet(in);
        row.saveSettings(settings);
    }
    RequestSetRow restored([] { return run(); });
    restored.loadSettings(settings);
    QCOMPARE(restored.set().entries.size(), size_t(2));
    QCOMPARE(restored.set().entries[1].body, in.entries[1].body);
    QCOMPARE(restored.set().seed, uint64_t(7));
    QCOMPARE(restored.set().source, std::string("sample"));
    QVERIFY(restored.problem().isEmpty());
    RequestSetRow none([] { return run(); });
    settings.remove(QStringLiteral("target/requestSet"));
    none.loadSettings(settings);
    QVERIFY(none.set().empty());
}

QTEST_MAIN(TestRequestEditor)
#include "tst_ui_request_editor.moc"
