#include "result/watch_text.h"

#include "util/qstring_from.h"

namespace bw {
namespace {

// "the demo target", "the launched server (pid 4242)", "process 4242", "container web".
QString subject(const WatchNote& w, const TextCatalog& c)
{
    if (w.who == "demo")
        return c.translate("WatchText", "the demo target");
    if (w.who == "launched")
        return c.translate("WatchText", "the launched server (pid %1)").arg(w.pid);
    if (w.who == "container")
        return c.translate("WatchText", "container %1").arg(qs(w.container));
    return c.translate("WatchText", "process %1").arg(w.pid);
}

} // namespace

QString watchReason(const WatchNote& w, const TextCatalog& c)
{
    if (w.check == "not-listening")
        return c.translate("WatchText", "%1 does not listen on %2").arg(subject(w, c), qs(w.address));
    if (w.check == "not-local")
        return c.translate("WatchText", "%1 is not an address of this machine").arg(qs(w.address));
    if (w.check == "proxy")
        return c.translate("WatchText", "the requests go through the proxy %1, so the server behind it is not known").arg(qs(w.detail));
    if (w.check == "unreadable")
        return c.translate("WatchText", "whether %1 listens on %2 could not be read (%3)")
            .arg(subject(w, c), qs(w.address), qs(w.detail));
    return {};
}

QString watchNoteText(const WatchNote& w, const TextCatalog& c)
{
    const QString reason = watchReason(w, c);
    if (reason.isEmpty())
        return {};
    if (!w.watched)
        return c.translate("WatchText", "No process watched: %1.").arg(reason);
    if (w.check == "proxy" || w.check == "unreadable")
        return c.translate("WatchText", "The watched process may not be the URL's server: %1.").arg(reason);
    return c.translate("WatchText", "The watched process is not the URL's server: %1. Its memory and CPU are not the "
                                    "server's.").arg(reason);
}

} // namespace bw
