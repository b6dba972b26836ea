#pragma once
// The one home of "re-set the texts when the language changes": a widget
// class derives from Retranslating<QWidget> (or <QComboBox>, <QDialog>, ...)
// instead of the Qt class and overrides retranslate(); a widget whose texts
// and colours come from one render() derives from Rerendering<...>. The
// call comes before the Qt class's own handling, so a parent has its new
// texts before its children hear of the change.
//
// The derived class keeps its own Q_OBJECT, so tr() keeps its own
// translation context. The hooks are never called from a constructor here:
// a derived constructor calls its own retranslate() or render() once its
// widgets exist.
//
// Threads: UI thread only (Qt delivers the events there).
#include <QEvent>

namespace bwui {

template <class Base>
class Retranslating : public Base {
public:
    using Base::Base;

protected:
    // Sets every visible text in the language installed now.
    virtual void retranslate() = 0;

    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        Base::changeEvent(event);
    }
};

// For a widget whose render() sets its texts and its colours: the
// language change and a palette change (the dark theme) both call it.
template <class Base>
class Rerendering : public Retranslating<Base> {
public:
    using Retranslating<Base>::Retranslating;

protected:
    // Fills the widget again: texts in the installed language, colours from the palette.
    virtual void render() = 0;
    void retranslate() final { render(); }

    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::PaletteChange)
            render();
        Retranslating<Base>::changeEvent(event);
    }
};

} // namespace bwui
