#include "junit/junit_document.h"

#include <QDateTime>
#include <QSysInfo>
#include <QXmlStreamWriter>

#include <cmath>

namespace bw {

namespace {

// XML 1.0 has no way to write most control characters, not even escaped: a
// run's error message can hold one (a server's garbage echoed back), so each
// becomes U+FFFD instead of making the file unreadable. A lone surrogate
// (from text that was not UTF-8) too.
QString junitXmlText(const std::string& text)
{
    QString s = QString::fromStdString(text);
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t c = s.at(i).unicode();
        const bool control = c < 0x20 && c != 0x9 && c != 0xA && c != 0xD;
        const bool nonChar = c == 0xFFFE || c == 0xFFFF;
        bool loneSurrogate = false;
        if (QChar::isHighSurrogate(c))
            loneSurrogate = i + 1 >= s.size() || !QChar::isLowSurrogate(s.at(i + 1).unicode());
        else if (QChar::isLowSurrogate(c))
            loneSurrogate = i == 0 || !QChar::isHighSurrogate(s.at(i - 1).unicode());
        if (control || nonChar || loneSurrogate)
            s[i] = QChar::ReplacementCharacter;
        else if (QChar::isHighSurrogate(c))
            ++i;   // its low half is fine
    }
    return s;
}

// Seconds as the Ant and Jenkins schemas read them: a plain decimal, no
// exponent, no thousands separator.
QString junitSeconds(double sec)
{
    return QString::number(std::isfinite(sec) && sec > 0 ? sec : 0.0, 'f', 3);
}

void junitWriteCase(QXmlStreamWriter& w, const JUnitCase& c)
{
    w.writeStartElement("testcase");
    w.writeAttribute("name", junitXmlText(c.name));
    w.writeAttribute("classname", junitXmlText(c.classname));
    w.writeAttribute("time", junitSeconds(c.timeSec));
    const char* element = c.verdict == JUnitVerdict::Failed  ? "failure"
                          : c.verdict == JUnitVerdict::Error ? "error"
                          : c.verdict == JUnitVerdict::Skipped ? "skipped"
                                                               : nullptr;
    if (element) {
        w.writeStartElement(element);
        if (!c.message.empty())
            w.writeAttribute("message", junitXmlText(c.message));
        if (!c.type.empty() && c.verdict != JUnitVerdict::Skipped)   // <skipped> has no type in the Ant schema
            w.writeAttribute("type", junitXmlText(c.type));
        if (!c.detail.empty() && c.verdict != JUnitVerdict::Skipped)
            w.writeCharacters(junitXmlText(c.detail));
        w.writeEndElement();
    }
    if (!c.systemOut.empty())
        w.writeTextElement("system-out", junitXmlText(c.systemOut));
    w.writeEndElement();
}

void junitWriteSuite(QXmlStreamWriter& w, const JUnitSuite& s, int id)
{
    w.writeStartElement("testsuite");
    w.writeAttribute("name", junitXmlText(s.name));
    w.writeAttribute("tests", QString::number(s.cases.size()));
    w.writeAttribute("failures", QString::number(s.count(JUnitVerdict::Failed)));
    w.writeAttribute("errors", QString::number(s.count(JUnitVerdict::Error)));
    w.writeAttribute("skipped", QString::number(s.count(JUnitVerdict::Skipped)));
    w.writeAttribute("time", junitSeconds(s.timeSec));
    // The Ant schema's timestamp has no zone: UTC, said once in docs/ci.md.
    const QDateTime when = s.timestampMs > 0 ? QDateTime::fromMSecsSinceEpoch(s.timestampMs).toUTC()
                                             : QDateTime::currentDateTimeUtc();
    w.writeAttribute("timestamp", when.toString("yyyy-MM-ddTHH:mm:ss"));
    const QString host = s.hostname.empty() ? QSysInfo::machineHostName() : junitXmlText(s.hostname);
    w.writeAttribute("hostname", host.isEmpty() ? QStringLiteral("localhost") : host);
    w.writeAttribute("id", QString::number(id));
    if (!s.properties.empty()) {
        w.writeStartElement("properties");
        for (const auto& [name, value] : s.properties) {
            w.writeStartElement("property");
            w.writeAttribute("name", junitXmlText(name));
            w.writeAttribute("value", junitXmlText(value));
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    for (const JUnitCase& c : s.cases)
        junitWriteCase(w, c);
    if (!s.systemOut.empty())
        w.writeTextElement("system-out", junitXmlText(s.systemOut));
    w.writeEndElement();
}

} // namespace

int JUnitSuite::count(JUnitVerdict v) const
{
    int n = 0;
    for (const JUnitCase& c : cases)
        n += c.verdict == v ? 1 : 0;
    return n;
}

int JUnitReport::count(JUnitVerdict v) const
{
    int n = 0;
    for (const JUnitSuite& s : suites)
        n += s.count(v);
    return n;
}

int JUnitReport::tests() const
{
    int n = 0;
    for (const JUnitSuite& s : suites)
        n += int(s.cases.size());
    return n;
}

QByteArray junitXml(const JUnitReport& report)
{
    QByteArray bytes;
    QXmlStreamWriter w(&bytes);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(2);
    w.writeStartDocument();
    w.writeStartElement("testsuites");
    w.writeAttribute("name", junitXmlText(report.name));
    w.writeAttribute("tests", QString::number(report.tests()));
    w.writeAttribute("failures", QString::number(report.count(JUnitVerdict::Failed)));
    w.writeAttribute("errors", QString::number(report.count(JUnitVerdict::Error)));
    w.writeAttribute("skipped", QString::number(report.count(JUnitVerdict::Skipped)));
    double total = 0;
    for (const JUnitSuite& s : report.suites)
        total += std::isfinite(s.timeSec) && s.timeSec > 0 ? s.timeSec : 0;
    w.writeAttribute("time", junitSeconds(total));
    int id = 0;
    for (const JUnitSuite& s : report.suites)
        junitWriteSuite(w, s, id++);
    w.writeEndElement();
    w.writeEndDocument();
    return bytes;
}

void addJUnitLine(std::string* text, const std::string& key, const std::string& value)
{
    *text += key + ": " + value + "\n";
}

} // namespace bw
