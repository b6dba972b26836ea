#include "controller/error_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace bwui {

QString settingDisplayName(const std::string& field)
{
    struct Name {
        const char* field;
        const char* text;
    };
    static const Name names[] = {
        {"url", QT_TRANSLATE_NOOP("ErrorText", "URL")},
        {"method", QT_TRANSLATE_NOOP("ErrorText", "Method")},
        {"header", QT_TRANSLATE_NOOP("ErrorText", "Headers")},
        {"connections", QT_TRANSLATE_NOOP("ErrorText", "Virtual users")},
        {"threads", QT_TRANSLATE_NOOP("ErrorText", "Threads")},
        {"duration", QT_TRANSLATE_NOOP("ErrorText", "Duration")},
        {"requests", QT_TRANSLATE_NOOP("ErrorText", "Request count")},
        {"warmup", QT_TRANSLATE_NOOP("ErrorText", "Warmup")},
        {"rate", QT_TRANSLATE_NOOP("ErrorText", "Fixed rate")},
        {"timeout", QT_TRANSLATE_NOOP("ErrorText", "Timeout")},
        {"stages", QT_TRANSLATE_NOOP("ErrorText", "Stages")},
        {"vus", QT_TRANSLATE_NOOP("ErrorText", "Virtual users")},
        {"max-vus", QT_TRANSLATE_NOOP("ErrorText", "Room for virtual users")},
        {"engine", QT_TRANSLATE_NOOP("ErrorText", "Engine")},
        {"target", QT_TRANSLATE_NOOP("ErrorText", "Target")},
    };
    for (const Name& n : names)
        if (field == n.field)
            return QCoreApplication::translate("ErrorText", n.text);
    return placeText(field);
}

QString placeText(const std::string& field)
{
    // The parts the core names a place in a request set by (requestEntryPlace,
    // requestVariablePlace, FlowProblem::where): 'request 2 ("b")',
    // 'variable "id"', 'flow 1 ("buy")', 'step 3 ("open")'. A file name, a
    // JSON path or a key stays as written.
    static const QRegularExpression numbered(QStringLiteral("^(request|flow|step) (\\d+)( \\(\".*\"\\))?$"));
    static const QRegularExpression variable(QStringLiteral("^variable (\".*\")$"));
    QStringList parts = QString::fromStdString(field).split(QStringLiteral(", "));
    for (QString& part : parts) {
        if (const QRegularExpressionMatch m = numbered.match(part); m.hasMatch()) {
            const QString word = m.captured(1);
            const QString n = m.captured(2);
            const QString shown = word == QLatin1String("request") ? QCoreApplication::translate("ErrorText", "request %1").arg(n)
                                  : word == QLatin1String("flow")  ? QCoreApplication::translate("ErrorText", "flow %1").arg(n)
                                                                   : QCoreApplication::translate("ErrorText", "step %1").arg(n);
            part = shown + m.captured(3);
        } else if (const QRegularExpressionMatch v = variable.match(part); v.hasMatch()) {
            part = QCoreApplication::translate("ErrorText", "variable %1").arg(v.captured(1));
        }
    }
    return parts.join(QStringLiteral(", "));
}

namespace {

// An argument as the window shows it: the kinds of JSON value the core
// writes in words (SuiteJsonReader::describe) and what is wrong with a
// regular expression (RegexLite::compile) or a JSONPath (parseJsonPath)
// translated; a value as JSON writes it ("3", "\"abc\"") stays as it is.
std::string shownArgument(const std::string& arg)
{
    static const char* const kinds[] = {
        QT_TRANSLATE_NOOP("ErrorText", "an array"),
        QT_TRANSLATE_NOOP("ErrorText", "an object"),
        QT_TRANSLATE_NOOP("ErrorText", "nothing"),
        // regex_lite.cpp
        QT_TRANSLATE_NOOP("ErrorText", "a '{' without '}'"),
        QT_TRANSLATE_NOOP("ErrorText", "expected {n}, {n,} or {n,m}"),
        QT_TRANSLATE_NOOP("ErrorText", "{n,m} with m below n"),
        QT_TRANSLATE_NOOP("ErrorText", "a quantified group is not supported (quantify the characters inside it)"),
        QT_TRANSLATE_NOOP("ErrorText", "a quantifier with nothing before it"),
        QT_TRANSLATE_NOOP("ErrorText", "alternation '|' is not supported (use two extractions)"),
        QT_TRANSLATE_NOOP("ErrorText", "lookaround and named groups are not supported"),
        QT_TRANSLATE_NOOP("ErrorText", "more than 9 groups"),
        QT_TRANSLATE_NOOP("ErrorText", "a ')' without '('"),
        QT_TRANSLATE_NOOP("ErrorText", "a '[' without ']'"),
        QT_TRANSLATE_NOOP("ErrorText", "a '\\' at the end"),
        QT_TRANSLATE_NOOP("ErrorText", "a range must end in a character"),
        QT_TRANSLATE_NOOP("ErrorText", "a range whose end comes before its start"),
        QT_TRANSLATE_NOOP("ErrorText", "a '(' without ')'"),
        // json_scan.cpp (parseJsonPath)
        QT_TRANSLATE_NOOP("ErrorText", "it must start with $"),
        QT_TRANSLATE_NOOP("ErrorText", "recursive descent '..' is not supported"),
        QT_TRANSLATE_NOOP("ErrorText", "a name is missing"),
        QT_TRANSLATE_NOOP("ErrorText", "an unclosed quote"),
        QT_TRANSLATE_NOOP("ErrorText", "expected an index, a quoted name or *"),
        QT_TRANSLATE_NOOP("ErrorText", "expected ']'"),
        QT_TRANSLATE_NOOP("ErrorText", "expected '.' or '['"),
    };
    for (const char* k : kinds)
        if (arg == k)
            return QCoreApplication::translate("ErrorText", k).toStdString();
    return arg;
}

} // namespace

QString errorReason(const bw::Error& error)
{
    if (error.code == bw::ErrorCode::Plain)
        return QString::fromStdString(error.detail);
    // The catalog's sentence, filled by the core's one-pass substitution so
    // that an argument's own "%2" is never taken for a placeholder.
    const QString sentence = QCoreApplication::translate("ErrorText", bw::errorTemplate(error.code));
    std::vector<std::string> args;
    for (const std::string& a : error.args)
        args.push_back(shownArgument(a));
    return QString::fromStdString(bw::fillTemplate(sentence.toStdString(), args));
}

QString errorText(const bw::Error& error)
{
    if (error.field.empty())
        return errorReason(error);
    return QCoreApplication::translate("ErrorText", "%1: %2").arg(settingDisplayName(error.field), errorReason(error));
}

QString startErrorText(const bw::Error& error)
{
    return QCoreApplication::translate("ErrorText", "The run could not start (%1): %2")
        .arg(settingDisplayName(error.field), errorReason(error));
}

} // namespace bwui
