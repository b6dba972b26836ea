#include "window/language_manager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace bwui {

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    if (app_)
        QCoreApplication::removeTranslator(app_.get());
    if (qt_)
        QCoreApplication::removeTranslator(qt_.get());
}

QStringList LanguageManager::available()
{
    return {QStringLiteral("en"), QStringLiteral("ko")};
}

QString LanguageManager::systemLanguage()
{
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

bool LanguageManager::apply(const QString& choice)
{
    if (!choice.isEmpty() && !available().contains(choice))
        return false;
    const QString code = choice.isEmpty() ? systemLanguage() : choice;
    choice_ = choice;
    if (code == effective_ && app_)
        return true;

    if (app_)
        QCoreApplication::removeTranslator(app_.get());
    if (qt_)
        QCoreApplication::removeTranslator(qt_.get());
    app_ = std::make_unique<QTranslator>();
    qt_ = std::make_unique<QTranslator>();
    // English is the source language: its file only carries plural forms.
    if (app_->load(QStringLiteral(":/i18n/benchwork_%1.qm").arg(code)))
        QCoreApplication::installTranslator(app_.get());
    if (qt_->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt_.get());
    // Number formats follow the interface language, so a Korean window does
    // not mix in another locale's separators.
    QLocale::setDefault(code == QLatin1String("ko") ? QLocale(QLocale::Korean, QLocale::SouthKorea)
                                                    : QLocale(QLocale::English, QLocale::UnitedStates));
    effective_ = code;
    emit languageChanged(effective_);
    return true;
}

} // namespace bwui
