// The one option parser (core/util/option_parser.h): the forms of the CLI's
// syntax, the narrower syntaxes of the window and benchwork-target, tokens in
// command-line order, and the CLI's English messages.
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
            {"header", 'H', true, "'K: V'", "repeatable"},
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
        QCOMPARE(scan({"-c", "5", "-c6", "-c=7", "--connections", "8", "--connections=9", "u"}),
                 (QStringList{"opt:-c=5", "opt:-c=6", "opt:-c=7", "opt:--connections=8", "opt:--connections=9", "pos:u"}));
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
        QVERIFY(p.parse({"run", "-H", "A: 1", "--header=B: 2", "-k", "url", "-c", "3", "-c4"}, 1));
        QCOMPARE(p.values("header"), (std::vector<std::string>{"A: 1", "B: 2"}));
        QCOMPARE(p.value("connections"), std::string("4"));   // the last one wins
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

QTEST_GUILESS_MAIN(TestOptionParser)
#include "tst_option_parser.moc"
