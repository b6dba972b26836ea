// The one option parser (core/util/option_parser.h): the forms of the CLI's
// syntax, the narrower syntaxes of the window and benchwork-target, tokens in
// command-line order, the CLI's English messages, and options given twice:
// a repeatable one keeps every value, any other is refused when its values
// differ (naming both), in both ways of parsing.
#include "test_main.h"
#include "util/option_parser.h"

#include <QtTest>

using bw::OptionParser;
using bw::OptionSpec;
using bw::OptionSyntax;
using Kind = bw::OptionToken::Kind;

namespace {

std::vector<OptionSpec> specs()
{
    return {{"connections", 'c', true, "N", "virtual users"},
            {"header", 'H', true, "'K: V'", "repeatable", true},
            {"insecure", 'k', false, "", "no TLS checks"},
            {"json", 0, true, "FILE|-", "write JSON"}};
}

// "kind:shown=value" per token, e.g. "opt:-c=5", "pos:x", "unknown:--x".
QStringList scan(const std::vector<std::string>& args, OptionSyntax syntax = {})
{
    OptionParser p(specs(), syntax);
    p.start(args, 0);
    QStringList out;
    bw::OptionToken t;
    while (p.next(&t)) {
        const QString shown = QString::fromStdString(t.shown), value = QString::fromStdString(t.value);
        switch (t.kind) {
        case Kind::Option: out << "opt:" + shown + "=" + value; break;
        case Kind::Positional: out << "pos:" + value; break;
        case Kind::Unknown: out << "unknown:" + shown + "|" + QString::fromStdString(t.raw); break;
        case Kind::MissingValue: out << "missing:" + shown; break;
        case Kind::UnexpectedValue: out << "flag-value:" + shown; break;
        case Kind::Conflicting: out << "twice:" + shown + "=" + QString::fromStdString(t.previous) + "|" + value; break;
        }
    }
    return out;
}

const OptionSyntax kExact{.longInlineValue = false, .shortAttachedValue = false, .doubleDashEndsOptions = false};

} // namespace

class TestOptionParser : public QObject {
    Q_OBJECT
private slots:
    void cliForms()
    {
        // The same value in every form: given again, the same value is no conflict.
        QCOMPARE(scan({"-c", "5", "-c5", "-c=5", "--connections", "5", "--connections=5", "u"}),
                 (QStringList{"opt:-c=5", "opt:-c=5", "opt:-c=5", "opt:--connections=5", "opt:--connections=5", "pos:u"}));
        // A value is the next argument whatever it looks like; "-5" and "-" are positional.
        QCOMPARE(scan({"-H", "-k", "-5", "-"}), (QStringList{"opt:-H=-k", "pos:-5", "pos:-"}));
        QCOMPARE(scan({"-k", "--", "-c", "--json"}), (QStringList{"opt:-k=", "pos:-c", "pos:--json"}));
    }

    void cliFaultsInOrder()
    {
        QCOMPARE(scan({"--bogus=1", "-x5", "-kq", "--insecure=1", "-c"}),
                 (QStringList{"unknown:--bogus|--bogus=1", "unknown:-x|-x5", "flag-value:-k", "flag-value:--insecure",
                              "missing:-c"}));
    }

    void exactSyntaxOfTheWindow()
    {
        QCOMPARE(scan({"-c", "5", "--json", "-"}, kExact), (QStringList{"opt:-c=5", "opt:--json=-"}));
        QCOMPARE(scan({"--connections=5", "-c5", "--", "-k"}, kExact),
                 (QStringList{"unknown:--connections=5|--connections=5", "unknown:-c5|-c5", "unknown:--|--", "opt:-k="}));
    }

    void inlineLongOnlyOfTheTarget()
    {
        const OptionSyntax target{.shortAttachedValue = false, .doubleDashEndsOptions = false};
        QCOMPARE(scan({"--connections=5", "--json", "x", "-k", "-kk", "--insecure=1"}, target),
                 (QStringList{"opt:--connections=5", "opt:--json=x", "opt:-k=", "unknown:-kk|-kk", "flag-value:--insecure"}));
    }

    void collectsValuesAndPositionals()
    {
        OptionParser p(specs());
        QVERIFY(p.parse({"run", "-H", "A: 1", "--header=B: 2", "-k", "-k", "url", "-c", "4", "-c4"}, 1));
        QCOMPARE(p.values("header"), (std::vector<std::string>{"A: 1", "B: 2"}));
        QCOMPARE(p.value("connections"), std::string("4"));   // given twice, the same
        QVERIFY(p.has("insecure"));
        QVERIFY(!p.has("json"));
        QCOMPARE(p.value("json", "none"), std::string("none"));
        QCOMPARE(p.positional(), std::vector<std::string>{"url"});
    }

    void englishMessages_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown long") << QStringList{"--bogus=3"} << "unknown option '--bogus'";
        QTest::newRow("unknown short") << QStringList{"-x"} << "unknown option '-x'";
        QTest::newRow("flag value") << QStringList{"--insecure=yes"} << "option '--insecure' takes no value";
        QTest::newRow("missing value") << QStringList{"url", "--json"} << "option '--json' needs a value (FILE|-)";
        // `run --requests abc -n 5` must not run 5 requests and drop "abc" unread
        QTest::newRow("twice, differently") << QStringList{"--connections", "abc", "-c", "5"}
                                            << "option '--connections' given twice with different values: 'abc' and '5' (give it once)";
        QTest::newRow("twice, one inline") << QStringList{"-c5", "--connections=6"}
                                           << "option '--connections' given twice with different values: '5' and '6' (give it once)";
    }

    // Step by step (the window, benchwork-target): the second value is a
    // Conflicting token carrying both; a repeatable option never is; a new
    // scan forgets the values of the last.
    void givenTwiceStepByStep()
    {
        QCOMPARE(scan({"-c", "1", "-H", "A: 1", "-c", "2", "-H", "B: 2", "-c", "1"}, kExact),
                 (QStringList{"opt:-c=1", "opt:-H=A: 1", "twice:-c=1|2", "opt:-H=B: 2", "opt:-c=1"}));
        OptionParser p(specs());
        const std::vector<std::string> first{"-c", "1"}, second{"-c", "2"};
        bw::OptionToken t;
        p.start(first, 0);
        QVERIFY(p.next(&t) && t.kind == Kind::Option);
        p.start(second, 0);
        QVERIFY(p.next(&t));
        QCOMPARE(int(t.kind), int(Kind::Option));
    }

    void englishMessages()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        std::vector<std::string> a;
        for (const QString& s : args)
            a.push_back(s.toStdString());
        OptionParser p(specs());
        QVERIFY(!p.parse(a, 0));
        QCOMPARE(QString::fromStdString(p.error()), error);
    }

    void helpTextAlignsColumns()
    {
        OptionParser p(specs());
        QCOMPARE(QString::fromStdString(p.helpText()),
                 QString("  -c, --connections N         virtual users\n"
                         "  -H, --header 'K: V'         repeatable\n"
                         "  -k, --insecure              no TLS checks\n"
                         "      --json FILE|-           write JSON\n"));
    }
};

BW_TEST_GUILESS_MAIN(TestOptionParser)
#include "tst_option_parser.moc"
