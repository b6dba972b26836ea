#include "controller/config_error_text.h"

#include <QCoreApplication>

namespace bwui {

QString settingDisplayName(const std::string& field)
{
    struct Name {
        const char* field;
        const char* text;
    };
    static const Name names[] = {
        {"url", QT_TRANSLATE_NOOP("ConfigErrorText", "URL")},
        {"method", QT_TRANSLATE_NOOP("ConfigErrorText", "Method")},
        {"header", QT_TRANSLATE_NOOP("ConfigErrorText", "Headers")},
        {"connections", QT_TRANSLATE_NOOP("ConfigErrorText", "Virtual users")},
        {"threads", QT_TRANSLATE_NOOP("ConfigErrorText", "Threads")},
        {"duration", QT_TRANSLATE_NOOP("ConfigErrorText", "Duration")},
        {"requests", QT_TRANSLATE_NOOP("ConfigErrorText", "Request count")},
        {"warmup", QT_TRANSLATE_NOOP("ConfigErrorText", "Warmup")},
        {"rate", QT_TRANSLATE_NOOP("ConfigErrorText", "Fixed rate")},
        {"timeout", QT_TRANSLATE_NOOP("ConfigErrorText", "Timeout")},
        {"stages", QT_TRANSLATE_NOOP("ConfigErrorText", "Stages")},
        {"engine", QT_TRANSLATE_NOOP("ConfigErrorText", "Engine")},
        {"target", QT_TRANSLATE_NOOP("ConfigErrorText", "Target")},
    };
    for (const Name& n : names)
        if (field == n.field)
            return QCoreApplication::translate("ConfigErrorText", n.text);
    return QString::fromStdString(field);
}

QString configErrorText(const bw::ConfigError& error)
{
    return QCoreApplication::translate("ConfigErrorText", "%1: %2").arg(settingDisplayName(error.field), QString::fromStdString(error.message));
}

QString engineErrorText(const bw::EngineError& error)
{
    return QCoreApplication::translate("ConfigErrorText", "The run could not start (%1): %2")
        .arg(settingDisplayName(error.field), QString::fromStdString(error.message));
}

} // namespace bwui
