#pragma once
// The metrics tests' client side: a raw HTTP/1.1 GET of /metrics on a
// loopback port, and the exposition parsed by prometheus_client's own
// parsers (tests/support/parse_metrics.py), not by anything of ours.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace bwtest {

struct HttpReply {
    int status = 0;            // 0: no answer (connect failed, closed early, 5 s timeout)
    QByteArray contentType;
    QByteArray head;           // status line and headers
    QByteArray body;
};

// One request to 127.0.0.1:port; `accept` "" sends no Accept header.
HttpReply metricsHttp(int port, const QByteArray& method, const QByteArray& path, const QByteArray& accept);

// A Python with prometheus_client ("" and *why when there is none): the
// system's /usr/bin/python3 first (where apt installs python3-prometheus-client),
// then python3 on the PATH.
QString metricsPython(QString* why);

// The exposition as the parser saw it: {"families": [...]} (parse_metrics.py),
// or nullopt and *why (the parser's message) when it does not parse.
// `format`: "openmetrics" or "prometheus".
std::optional<QJsonObject> parseExposition(const QByteArray& text, const QString& format, QString* why);

// The value of sample `name` with every label of `labels` (others may be
// present) in parsed families; nullopt when there is no such sample.
std::optional<double> sampleValue(const QJsonObject& parsed, const QString& name, const QJsonObject& labels = {});
// The labels of the first sample called `name`.
QJsonObject sampleLabels(const QJsonObject& parsed, const QString& name);

} // namespace bwtest
