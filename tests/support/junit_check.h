#pragma once
// Reading back the JUnit files Benchwork writes, for the tests: the schema
// check with xmllint against tests/data/junit.xsd, and the file's test
// cases and declared counts read with QXmlStreamReader. Test thread only.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace bwtest {

// xmllint's path, "" when it is not installed (libxml2-utils; CI installs
// it through scripts/install-deps.sh).
QString xmllintPath();

// "" when `file` is valid against tests/data/junit.xsd, else xmllint's
// complaint (or why it could not run).
QString junitSchemaErrors(const QString& file);

struct JUnitReadCase {
    QString suite, classname, name;
    QString verdict;          // "passed", "failure", "error", "skipped"
    QString message, type, text, systemOut;
};

struct JUnitReadFile {
    QString parseError;       // "" when the XML is well-formed
    // Declared on <testsuites> and summed over the <testsuite>s' attributes.
    int declaredTests = -1, declaredFailures = -1, declaredErrors = -1, declaredSkipped = -1;
    int suiteTests = 0, suiteFailures = 0, suiteErrors = 0, suiteSkipped = 0;
    int suites = 0;
    QStringList properties;   // "name=value", every suite's
    std::vector<JUnitReadCase> cases;
    int count(const QString& verdict) const;
    const JUnitReadCase* find(const QString& nameContains) const;
    // "" when the declared counts (the top's and the suites' sums) equal the cases counted, else what differs.
    QString countsProblem() const;
};

JUnitReadFile readJUnit(const QByteArray& xml);
JUnitReadFile readJUnitFile(const QString& path);

} // namespace bwtest
