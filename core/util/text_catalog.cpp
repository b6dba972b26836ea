#include "text_catalog.h"

#include <QCoreApplication>
#include <QTranslator>

#include <map>
#include <mutex>

namespace bw {

namespace {

// The catalog of one language code, loaded on first use; null when the core
// embeds none for it.
std::shared_ptr<const QTranslator> loadedCatalog(const QString& code)
{
    static std::mutex mutex;
    static std::map<QString, std::shared_ptr<const QTranslator>> catalogs;
    const std::lock_guard<std::mutex> lock(mutex);
    const auto it = catalogs.find(code);
    if (it != catalogs.end())
        return it->second;
    auto t = std::make_shared<QTranslator>();
    std::shared_ptr<const QTranslator> loaded;
    if (t->load(QStringLiteral(":/i18n/benchwork_%1.qm").arg(code)))
        loaded = std::move(t);
    catalogs.emplace(code, loaded);
    return loaded;
}

} // namespace

TextCatalog::TextCatalog() = default;

TextCatalog TextCatalog::forLanguage(const QString& language)
{
    const QString code = language.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
    if (code.isEmpty() || code == QLatin1String("en"))
        return fromTranslator(loadedCatalog(QStringLiteral("en")), QStringLiteral("en"));
    auto t = loadedCatalog(code);
    if (!t)
        return forLanguage(QStringLiteral("en"));
    return fromTranslator(std::move(t), code);
}

TextCatalog TextCatalog::installed()
{
    TextCatalog c;
    c.installed_ = true;
    c.code_.clear();
    return c;
}

TextCatalog TextCatalog::fromTranslator(std::shared_ptr<const QTranslator> translator, const QString& code)
{
    TextCatalog c;
    c.translator_ = std::move(translator);
    c.code_ = code;
    return c;
}

QString TextCatalog::translate(const char* context, const char* sourceText) const
{
    QString text;
    if (installed_)
        text = QCoreApplication::translate(context, sourceText);
    else if (translator_)
        text = translator_->translate(context, sourceText);
    return text.isEmpty() ? QString::fromUtf8(sourceText) : text;
}

} // namespace bw
