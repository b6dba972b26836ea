#pragma once
// The built-in demo target (benchwork-target, installed next to the window's
// executable), started in the background so that Run works at once on a
// first start. Announces its address once it prints
// "listening http://127.0.0.1:PORT" on stdout.
//
// Threads: UI thread only.
#include <QObject>
#include <QString>

class QProcess;

namespace bwui {

class DemoTarget : public QObject {
    Q_OBJECT
public:
    enum class State { Stopped, Starting, Ready, Failed };

    explicit DemoTarget(QObject* parent = nullptr);
    ~DemoTarget() override;   // terminates the process

    // Where benchwork-target is expected: next to the running executable,
    // or $BENCHWORK_BIN_DIR when set (tests).
    static QString defaultProgram();

    void start(const QString& program = defaultProgram());
    void stop();

    State state() const { return state_; }
    QString baseUrl() const { return baseUrl_; }   // "http://127.0.0.1:PORT" once Ready
    qint64 pid() const;
    QString errorText() const { return error_; }

signals:
    void ready(const QString& baseUrl);
    void failed(const QString& message);
    void exited(const QString& description);

private:
    void readOutput();
    void fail(const QString& message);

    QProcess* process_ = nullptr;
    State state_ = State::Stopped;
    QString baseUrl_;
    QString error_;
    QByteArray pending_;
};

} // namespace bwui
