#include "controller/error_text.h"

#include <QCoreApplication>

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
    return QString::fromStdString(field);
}

QString errorReason(const bw::Error& error)
{
    if (error.code == bw::ErrorCode::Plain)
        return QString::fromStdString(error.detail);
    // The catalog's sentence, filled by the core's one-pass substitution so
    // that an argument's own "%2" is never taken for a placeholder.
    const QString sentence = QCoreApplication::translate("ErrorText", bw::errorTemplate(error.code));
    return QString::fromStdString(bw::fillTemplate(sentence.toStdString(), error.args));
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
