// Request sets as the engine compiles and draws them (core/engine/request):
// the weighted pick against its weights by a chi-square test at a fixed
// seed, the same seed giving the same sequence, {{variables}} filled in the
// path, a header and the body, a data file's columns staying together, a
// request drawn from its index alone (the same whichever engine thread
// draws it), and the sets compileRequestSet()
// refuses, each with a message naming the entry or variable and the problem.
#include "engine/request/compiled_requests.h"
#include "engine/request/request_drawer.h"
#include "test_main.h"

#include <QtTest>

#include <map>
#include <regex>
#include <set>

namespace {

bw::LoadConfig configWith(bw::RequestSet set, const std::string& url = "http://127.0.0.1:8080")
{
    bw::LoadConfig c;
    c.url = url;
    set.seedSet = true;
    if (set.seed == 0)
        set.seed = 42;
    if (set.source.empty())
        set.source = "mix.json";
    c.mix = std::move(set);
    return c;
}

bw::RequestEntry entry(const std::string& name, const std::string& path, double weight = 1)
{
    bw::RequestEntry e;
    e.name = name;
    e.path = path;
    e.weight = weight;
    return e;
}

bw::RequestVariable randomVar(const std::string& name, int64_t lo, int64_t hi)
{
    bw::RequestVariable v;
    v.name = name;
    v.kind = bw::VariableKind::Random;
    v.lo = lo;
    v.hi = hi;
    return v;
}

std::shared_ptr<const bw::CompiledRequests> compiled(const bw::LoadConfig& c)
{
    auto r = bw::compileRequestSet(c);
    if (!r)
        qFatal("compile failed: %s", r.error().text().c_str());
    return *r;
}

// The refusal's whole text ("mix.json, request 2 (\"b\"): ..."), or "" when it compiled.
QString refusal(const bw::LoadConfig& c)
{
    auto r = bw::compileRequestSet(c);
    return r ? QString() : QString::fromStdString(r.error().text());
}

std::shared_ptr<bw::DataTable> table(std::vector<std::string> columns, std::vector<std::vector<std::string>> rows)
{
    auto t = std::make_shared<bw::DataTable>();
    t->file = "users.csv";
    t->columns = std::move(columns);
    for (size_t r = 0; r < rows.size(); ++r) {
        for (auto& cell : rows[r])
            t->cells.push_back(cell);
        t->lines.push_back(uint32_t(r + 2));
    }
    return t;
}

} // namespace

class TestRequestSet : public QObject {
    Q_OBJECT
private slots:
    void sharesFollowWeights()
    {
        bw::RequestSet s;
        s.entries = {entry("a", "/a", 6), entry("b", "/b", 3), entry("c", "/c", 1)};
        auto set = compiled(configWith(s));
        bw::RequestDrawer drawer(*set);
        std::vector<uint64_t> words(set->drawWords());
        const int n = 60000;
        double counts[3] = {};
        for (int i = 0; i < n; ++i)
            counts[drawer.draw(uint64_t(i), words.data())] += 1;
        const double expected[3] = {n * 0.6, n * 0.3, n * 0.1};
        double chi2 = 0;
        for (int i = 0; i < 3; ++i)
            chi2 += (counts[i] - expected[i]) * (counts[i] - expected[i]) / expected[i];
        // two degrees of freedom: 13.82 is the 0.1 % tail
        QVERIFY2(chi2 < 13.82, qPrintable(QString("chi2 %1: %2 %3 %4").arg(chi2).arg(counts[0]).arg(counts[1]).arg(counts[2])));
        QVERIFY(counts[2] > 0);
    }

    void sameSeedSameSequence()
    {
        bw::RequestSet s;
        s.variables = {randomVar("id", 1, 300)};
        s.entries = {entry("a", "/a/{{id}}", 2), entry("b", "/b/{{id}}", 1)};
        auto one = compiled(configWith(s));
        auto two = compiled(configWith(s));
        s.seed = 43;
        auto other = compiled(configWith(s));
        const auto a = bw::previewRequests(*one, 200), b = bw::previewRequests(*two, 200), c = bw::previewRequests(*other, 200);
        QCOMPARE(a, b);
        QVERIFY(a != c);
        // and every request its own values: neighbouring indices do not repeat each other
        bw::RequestDrawer d(*one);
        std::vector<uint64_t> x(one->drawWords()), y(one->drawWords());
        int same = 0;
        for (uint64_t i = 0; i < 100; ++i)
            same += d.draw(2 * i, x.data()) == d.draw(2 * i + 1, y.data()) && x == y ? 1 : 0;
        QVERIFY(same < 50);
    }

    void fillsPathHeaderAndBody()
    {
        bw::RequestSet s;
        bw::RequestVariable kind;
        kind.name = "kind";
        kind.kind = bw::VariableKind::Choice;
        kind.choices = {"alpha", "beta"};
        bw::RequestVariable rid;
        rid.name = "rid";
        rid.kind = bw::VariableKind::Uuid;
        s.variables = {randomVar("id", 7, 7), kind, rid};
        bw::RequestEntry e = entry("post", "/items/{{id}}?k={{ kind }}");
        e.method = "POST";
        e.headers = {{"X-Request-Id", "{{rid}}"}};
        e.body = "{\"id\":{{id}},\"kind\":\"{{kind}}\"}";
        s.entries = {e};
        auto set = compiled(configWith(s));
        for (const std::string& req : bw::previewRequests(*set, 20)) {
            const std::string kindSeen = req.find("k=alpha") != std::string::npos ? "alpha" : "beta";
            QVERIFY2(req.rfind("POST /items/7?k=" + kindSeen + " HTTP/1.1\r\n", 0) == 0, req.c_str());
            const std::string body = "{\"id\":7,\"kind\":\"" + kindSeen + "\"}";
            QVERIFY2(req.size() > body.size() && req.compare(req.size() - body.size(), body.size(), body) == 0, req.c_str());
            QVERIFY2(req.find("Content-Length: " + std::to_string(body.size()) + "\r\n") != std::string::npos, req.c_str());
            std::smatch m;
            QVERIFY2(std::regex_search(req, m, std::regex("X-Request-Id: ([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\r\n")),
                     req.c_str());
            QVERIFY(req.find("Host: 127.0.0.1:8080\r\n") != std::string::npos);
        }
        // the run's headers apply to every entry; an entry's own replaces one of the same name
        auto c = configWith(s);
        c.headers = {{"Authorization", "Bearer t"}, {"x-request-id", "run"}};
        const std::string req = bw::previewRequests(*compiled(c), 1).front();
        QVERIFY2(req.find("Authorization: Bearer t\r\n") != std::string::npos, req.c_str());
        QVERIFY2(req.find("x-request-id: run") == std::string::npos, req.c_str());
    }

    void dataFileRowsStayTogether()
    {
        bw::RequestSet s;
        auto t = table({"id", "name"}, {{"1", "ann"}, {"2", "bob"}, {"3", "cy"}, {"4", "dee"}});
        for (const char* col : {"id", "name"}) {
            bw::RequestVariable v;
            v.name = col;
            v.kind = bw::VariableKind::File;
            v.file = "users.csv";
            v.column = col;
            v.data = t;
            s.variables.push_back(v);
        }
        s.entries = {entry("user", "/users/{{id}}?name={{name}}")};
        const std::map<std::string, std::string> pairs = {{"1", "ann"}, {"2", "bob"}, {"3", "cy"}, {"4", "dee"}};
        std::set<std::string> seen;
        for (const std::string& req : bw::previewRequests(*compiled(configWith(s)), 200)) {
            std::smatch m;
            QVERIFY2(std::regex_search(req, m, std::regex("^GET /users/([0-9]+)\\?name=([a-z]+) ")), req.c_str());
            QCOMPARE(QString::fromStdString(m[2]), QString::fromStdString(pairs.at(m[1])));
            seen.insert(m[1]);
        }
        QCOMPARE(int(seen.size()), 4);
        // in sequence: the file's order, wrapping
        for (auto& v : s.variables)
            v.pick = bw::PickOrder::Sequence;
        const auto seq = bw::previewRequests(*compiled(configWith(s)), 5);
        QVERIFY2(seq[0].rfind("GET /users/1?name=ann ", 0) == 0, seq[0].c_str());
        QVERIFY2(seq[3].rfind("GET /users/4?name=dee ", 0) == 0, seq[3].c_str());
        QVERIFY2(seq[4].rfind("GET /users/1?name=ann ", 0) == 0, seq[4].c_str());
    }

    void sequencesShareTheRangeAcrossThreads()
    {
        bw::RequestSet s;
        bw::RequestVariable v = randomVar("n", 10, 15);
        v.kind = bw::VariableKind::Sequence;
        s.variables = {v};
        s.order = bw::RequestOrder::Sequence;
        s.entries = {entry("a", "/a/{{n}}"), entry("b", "/b/{{n}}")};
        auto set = compiled(configWith(s));
        bw::RequestDrawer t0(*set), t1(*set);
        std::vector<uint64_t> w(set->drawWords());
        std::vector<std::string> got;
        for (uint64_t i = 0; i < 8; i += 2) {
            const int e0 = t0.draw(i, w.data());
            got.push_back(set->entry(e0).name + std::to_string(w[0]));
            const int e1 = t1.draw(i + 1, w.data());
            got.push_back(set->entry(e1).name + std::to_string(w[0]));
        }
        // request i is entry i mod 2 and the i-th value, whichever thread draws it
        QCOMPARE(got, (std::vector<std::string>{"a10", "b11", "a12", "b13", "a14", "b15", "a10", "b11"}));
    }

    // A request is a function of the seed and its index alone: threads that
    // share the indices in any interleaving draw what one thread draws, with
    // weighted entries, random values, UUIDs, and sequences read by some
    // entries only (the k-th request to read one gets its k-th value).
    void drawDependsOnTheIndexAlone()
    {
        bw::RequestSet s;
        bw::RequestVariable page = randomVar("page", 1, 7);
        page.kind = bw::VariableKind::Sequence;
        bw::RequestVariable rid;
        rid.name = "rid";
        rid.kind = bw::VariableKind::Uuid;
        auto t = table({"id", "name"}, {{"1", "ann"}, {"2", "bob"}, {"3", "cy"}, {"4", "dee"}, {"5", "eve"}});
        bw::RequestVariable user;
        user.name = "user";
        user.kind = bw::VariableKind::File;
        user.file = "users.csv";
        user.column = "name";
        user.pick = bw::PickOrder::Sequence;
        user.data = t;
        s.variables = {randomVar("id", 1, 300), page, rid, user};
        bw::RequestEntry post = entry("post", "/p/{{user}}", 2);
        post.method = "POST";
        post.headers = {{"X-Request-Id", "{{rid}}"}};
        post.body = "{\"id\":{{id}}}";
        s.entries = {entry("find", "/find/{{id}}", 5), entry("list", "/list?page={{page}}", 3), post};
        auto set = compiled(configWith(s));
        const int n = 3000;
        const std::vector<std::string> one = bw::previewRequests(*set, n);
        // three threads taking indices in a shuffled interleaving, each ascending
        std::vector<bw::RequestDrawer> threads;
        for (int k = 0; k < 3; ++k)
            threads.emplace_back(*set);
        std::vector<uint64_t> w(set->drawWords());
        uint64_t shuffle = 12345;
        int pages = 0, users = 0;
        for (int i = 0; i < n; ++i) {
            shuffle = shuffle * 6364136223846793005ull + 1442695040888963407ull;
            bw::RequestDrawer& d = threads[size_t((shuffle >> 33) % 3)];
            const int e = d.draw(uint64_t(i), w.data());
            std::string req(set->maxHttp1Bytes(), '\0');
            req.resize(set->writeHttp1(e, w.data(), req.data()));
            QCOMPARE(QString::fromStdString(req), QString::fromStdString(one[size_t(i)]));
            // the sequences go on per use: list's k-th request reads page 1 + k mod 7
            if (e == 1) {
                QVERIFY2(req.rfind("GET /list?page=" + std::to_string(1 + pages % 7) + " ", 0) == 0, req.c_str());
                ++pages;
            } else if (e == 2) {
                const char* names[] = {"ann", "bob", "cy", "dee", "eve"};
                QVERIFY2(req.rfind(std::string("POST /p/") + names[users % 5] + " ", 0) == 0, req.c_str());
                ++users;
            }
        }
        QVERIFY(pages > n / 5 && users > n / 10);
        // another seed, other requests
        s.seed = 8;
        QVERIFY(bw::previewRequests(*compiled(configWith(s)), 50) != std::vector<std::string>(one.begin(), one.begin() + 50));
    }

    void relativePathsAndSameOriginUrls()
    {
        bw::RequestSet s;
        s.entries = {entry("rel", "db/x"), entry("abs", "/db/y"), entry("url", "http://127.0.0.1:8080/z?q=1"), entry("q", "?p=2")};
        s.order = bw::RequestOrder::Sequence;
        const auto reqs = bw::previewRequests(*compiled(configWith(s, "http://127.0.0.1:8080/api/")), 4);
        QVERIFY2(reqs[0].rfind("GET /api/db/x HTTP/1.1", 0) == 0, reqs[0].c_str());
        QVERIFY2(reqs[1].rfind("GET /api/db/y HTTP/1.1", 0) == 0, reqs[1].c_str());
        QVERIFY2(reqs[2].rfind("GET /z?q=1 HTTP/1.1", 0) == 0, reqs[2].c_str());
        QVERIFY2(reqs[3].rfind("GET /api?p=2 HTTP/1.1", 0) == 0, reqs[3].c_str());
    }

    void refusesBadSets_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown variable") << 0 << "mix.json, request 1 (\"a\"): path: unknown variable {{idx}}";
        QTest::newRow("weight zero") << 1 << "request 2 (\"b\"), weight: must be a number greater than 0, got 0";
        QTest::newRow("another origin") << 2 << "http://127.0.0.1:9999 is another origin than the run's http://127.0.0.1:8080";
        QTest::newRow("space in a path value") << 3 << "the choice \"a b\" of {{w}} cannot go in a request path: it holds a space";
        QTest::newRow("line break in a header") << 4 << "header X-W: the choice \"a\nb\" of {{w}} cannot go in a header value";
        QTest::newRow("empty data file") << 5 << "variable \"u\": the data file 'users.csv' has no rows";
        QTest::newRow("missing column") << 6 << "has no column \"email\" (its columns: id, name)";
        QTest::newRow("duplicate name") << 7 << "another request already has the name \"a\"";
        QTest::newRow("too many") << 8 << "has 65 requests (flows' steps included); a set holds at most 64";
        QTest::newRow("unclosed braces") << 9 << "\"{{\" without a closing \"}}\"";
        QTest::newRow("space in the path") << 10 << "\"/a b\" cannot go in a request path: it holds a space";
        QTest::newRow("bad range") << 11 << "variable \"id\": the range [5, 1] is empty";
        QTest::newRow("method") << 12 << "not a valid HTTP method: \"GE T\"";
        QTest::newRow("templated Content-Length") << 13 << "Content-Length is set by hand on a body with {{variables}}";
        QTest::newRow("templated origin") << 14 << "a {{variable}} can vary the path, not the origin";
        QTest::newRow("bad value in a data file") << 15 << "the value \"x y\" of {{u}} (users.csv line 3, column \"name\") cannot go in a request path";
    }
    void refusesBadSets()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        bw::RequestSet s;
        s.entries = {entry("a", "/a"), entry("b", "/b")};
        bw::RequestVariable w;
        w.name = "w";
        w.kind = bw::VariableKind::Choice;
        bw::RequestVariable u;
        u.name = "u";
        u.kind = bw::VariableKind::File;
        u.file = "users.csv";
        u.column = "name";
        u.data = table({"id", "name"}, {{"1", "ann"}, {"2", "x y"}});
        switch (kind) {
        case 0: s.entries[0].path = "/a/{{idx}}"; break;
        case 1: s.entries[1].weight = 0; break;
        case 2: s.entries[1].path = "http://127.0.0.1:9999/b"; break;
        case 3: w.choices = {"ok", "a b"}; s.variables = {w}; s.entries[0].path = "/a/{{w}}"; break;
        case 4: w.choices = {"a\nb"}; s.variables = {w}; s.entries[0].headers = {{"X-W", "{{w}}"}}; break;
        case 5: u.data = table({"id"}, {}); s.variables = {u}; break;
        case 6: u.column = "email"; s.variables = {u}; break;
        case 7: s.entries[1].name = "a"; break;
        case 8: for (int i = 0; i < 63; ++i) s.entries.push_back(entry("e" + std::to_string(i), "/e")); break;
        case 9: s.entries[0].body = "{{id"; break;
        case 10: s.entries[0].path = "/a b"; break;
        case 11: s.variables = {randomVar("id", 5, 1)}; break;
        case 12: s.entries[0].method = "GE T"; break;
        case 13: s.variables = {randomVar("id", 1, 9)}; s.entries[0].body = "{{id}}"; s.entries[0].headers = {{"Content-Length", "1"}}; break;
        case 14: s.entries[0].path = "http://{{host}}/a"; break;
        case 15: s.variables = {u}; s.entries[0].path = "/a/{{u}}"; break;
        }
        const QString text = refusal(configWith(s));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.startsWith("mix.json"), qPrintable(text));
    }
};

BW_TEST_GUILESS_MAIN(TestRequestSet)
#include "tst_request_set.moc"
