#pragma once
// The window's command-line options apply to this start only (docs/gui.md):
// they set the fields of the target and load panels and the baseline, and
// the settings the window saves keep the values saved before for every
// field the command line set, unless the user changed that field in the
// window (then the user's value is saved, as any edit). A one-off
// `--slo-rps 150000` thus never becomes the SLO of later sessions.
//
// Threads: UI thread only.
#include "window/gui_options.h"

#include <QMap>
#include <QString>
#include <QVariant>
#include <QVariantMap>

#include <functional>

class QSettings;

namespace bwui {

class BaselinePicker;
class CapacityForm;
class LoadPanel;
class TargetPanel;

// Sets the panels' fields (and the baseline choice) that `o` gives; leaves
// the others as they are. The theme and language are applied elsewhere
// (neither is saved when given on the command line).
void applyStartOptions(const GuiOptions& o, TargetPanel* target, LoadPanel* load, BaselinePicker* baseline);
// With `--capacity`, the SLO options are the search's too (as
// `benchwork-cli capacity --slo-p99` takes them): `--slo-p99` and
// `--slo-rps` set the Capacity form's p99 ceiling and RPS floor.
void applyCapacityStartOptions(const GuiOptions& o, CapacityForm* form);

class StartOverrides {
public:
    // Writes the window's settings (panels, views) into the given QSettings.
    using Writer = std::function<void(QSettings&)>;

    // What `write` saves, key by key (written into a scratch settings file
    // that is thrown away; the values as written, before any file round trip).
    static QVariantMap snapshot(const Writer& write);

    // `before`: the snapshot once the saved settings were loaded; `after`:
    // once the command line was applied. Keys whose value differs are the
    // command line's. Recording again (the window restored twice) keeps the
    // first saved value of a key and the latest given one.
    void record(const QVariantMap& before, const QVariantMap& after);

    // Called after the window wrote its settings into `settings`: every key
    // the command line set that still holds the command line's value gets
    // its saved value back (or is removed when nothing was saved for it).
    void restoreUnchanged(QSettings& settings) const;

    // The keys the command line set ("slo/minRps", "target/url", ...).
    QStringList keys() const { return entries_.keys(); }

private:
    struct Entry {
        QVariant saved;        // invalid: the key was not in `before`
        QVariant given;        // the command line's value
    };
    QMap<QString, Entry> entries_;
};

} // namespace bwui
