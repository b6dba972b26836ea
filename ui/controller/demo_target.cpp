#include "controller/demo_target.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

namespace bwui {

namespace {
constexpr int kAnnounceTimeoutMs = 10000;
}

DemoTarget::DemoTarget(QObject* parent) : QObject(parent) {}

DemoTarget::~DemoTarget()
{
    stop();
}

QString DemoTarget::defaultProgram()
{
    QString dir = qEnvironmentVariable("BENCHWORK_BIN_DIR");
    if (dir.isEmpty())
        dir = QCoreApplication::applicationDirPath();
    return QDir(dir).filePath(QStringLiteral("benchwork-target"));
}

void DemoTarget::start(const QString& program)
{
    stop();
    error_.clear();
    baseUrl_.clear();
    pending_.clear();
    if (!QFileInfo(program).isExecutable()) {
        state_ = State::Starting;
        fail(tr("The demo target was not found at %1.").arg(QDir::toNativeSeparators(program)));
        return;
    }
    state_ = State::Starting;
    process_ = new QProcess(this);
    // stderr (request logs, warnings) is not needed by the window.
    process_->setStandardErrorFile(QProcess::nullDevice());
    connect(process_, &QProcess::readyReadStandardOutput, this, &DemoTarget::readOutput);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(tr("The demo target could not be started: %1").arg(process_->errorString()));
    });
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        const QString why = status == QProcess::CrashExit ? tr("The demo target crashed.")
                                                          : tr("The demo target exited with code %1.").arg(code);
        const bool wasReady = state_ == State::Ready;
        if (state_ == State::Starting)
            fail(why);
        else
            state_ = State::Stopped;
        if (wasReady)
            emit exited(why);
    });
    // --exit-with-parent: a window that is killed does not leave the target behind.
    process_->start(program, {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--exit-with-parent")});
    // A target that starts but never announces itself must not leave Run waiting forever.
    QTimer::singleShot(kAnnounceTimeoutMs, this, [this, p = process_] {
        if (process_ == p && state_ == State::Starting)
            fail(tr("The demo target did not announce its address within %1 s.").arg(kAnnounceTimeoutMs / 1000));
    });
}

void DemoTarget::stop()
{
    if (!process_)
        return;
    QProcess* p = process_;
    process_ = nullptr;
    p->disconnect(this);
    if (p->state() != QProcess::NotRunning) {
        p->terminate();
        if (!p->waitForFinished(1500)) {
            p->kill();
            p->waitForFinished(1000);
        }
    }
    delete p;
    if (state_ != State::Failed)
        state_ = State::Stopped;
}

qint64 DemoTarget::pid() const
{
    return process_ ? process_->processId() : 0;
}

void DemoTarget::readOutput()
{
    if (!process_)
        return;
    pending_ += process_->readAllStandardOutput();
    if (state_ != State::Starting) {
        pending_.clear();   // only the first announcement matters
        return;
    }
    static const QRegularExpression re(QStringLiteral("listening (https?://\\S+)"));
    int nl;
    while ((nl = pending_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(pending_.left(nl)).trimmed();
        pending_.remove(0, nl + 1);
        const auto m = re.match(line);
        if (m.hasMatch()) {
            baseUrl_ = m.captured(1);
            while (baseUrl_.endsWith(QLatin1Char('/')))
                baseUrl_.chop(1);
            state_ = State::Ready;
            pending_.clear();
            emit ready(baseUrl_);
            return;
        }
    }
}

void DemoTarget::fail(const QString& message)
{
    if (state_ == State::Failed)
        return;
    state_ = State::Failed;
    error_ = message;
    emit failed(message);
}

} // namespace bwui
