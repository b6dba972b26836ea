#include "panels/load_knobs.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace bwui {

LoadKnobs::LoadKnobs(QSpinBox* vus, QDoubleSpinBox* rate, QObject* parent) : QObject(parent), vus_(vus), rate_(rate)
{
    connect(vus_, &QSpinBox::valueChanged, this, [this](int v) {
        if (knob_ == bw::LoadKnob::Vus)
            onValue(v);
    });
    connect(rate_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (knob_ == bw::LoadKnob::Rate)
            onValue(v);
    });
}

void LoadKnobs::onValue(double value)
{
    if (live_ && !showing_)
        emit changeAsked(value);
}

QAbstractSpinBox* LoadKnobs::field() const
{
    if (!live_)
        return nullptr;
    return knob_ == bw::LoadKnob::Vus ? static_cast<QAbstractSpinBox*>(vus_) : static_cast<QAbstractSpinBox*>(rate_);
}

void LoadKnobs::begin(bw::LoadKnob knob, double maximum, double level)
{
    if (live_)
        end();
    knob_ = knob;
    showing_ = true;
    if (knob == bw::LoadKnob::Vus) {
        savedMin_ = vus_->minimum();
        savedMax_ = vus_->maximum();
        savedValue_ = vus_->value();
        vus_->setRange(1, std::max(1, int(maximum)));
        vus_->setKeyboardTracking(false);
    } else {
        savedMin_ = rate_->minimum();
        savedMax_ = rate_->maximum();
        savedValue_ = rate_->value();
        rate_->setRange(0, std::max(1.0, maximum));   // 0 pauses sending
        rate_->setKeyboardTracking(false);
    }
    live_ = true;
    showLevel(level);
    showing_ = false;
}

void LoadKnobs::end()
{
    if (!live_)
        return;
    live_ = false;
    // The fields go back to what the run was started with, so the next run
    // is the one planned (the changes are in the result and its stages).
    if (knob_ == bw::LoadKnob::Vus) {
        vus_->setRange(int(savedMin_), int(savedMax_));
        vus_->setValue(int(savedValue_));
        vus_->setKeyboardTracking(true);
    } else {
        rate_->setRange(savedMin_, savedMax_);
        rate_->setValue(savedValue_);
        rate_->setKeyboardTracking(true);
    }
}

void LoadKnobs::showLevel(double level)
{
    if (!live_)
        return;
    const bool was = showing_;
    showing_ = true;
    if (knob_ == bw::LoadKnob::Vus)
        vus_->setValue(int(std::lround(level)));
    else
        rate_->setValue(level);
    showing_ = was;
}

namespace {
// The 1-2-5 values around `level`: the decade's 1, 2 and 5 and the next 1.
double niceAt(int decade, int i)
{
    static const double m[] = {1, 2, 5};
    return m[i] * std::pow(10.0, decade);
}
} // namespace

double LoadKnobs::stepUp(double level)
{
    if (!(level >= 1))
        return 1;
    const int decade = int(std::floor(std::log10(level)));
    for (int d = decade; d <= decade + 1; ++d)
        for (int i = 0; i < 3; ++i)
            if (niceAt(d, i) > level * (1 + 1e-9))
                return niceAt(d, i);
    return level * 2;
}

double LoadKnobs::stepDown(double level)
{
    if (!(level > 1))
        return 1;
    const int decade = int(std::floor(std::log10(level)));
    for (int d = decade; d >= decade - 1; --d)
        for (int i = 2; i >= 0; --i)
            if (niceAt(d, i) < level * (1 - 1e-9))
                return std::max(1.0, niceAt(d, i));
    return 1;
}

} // namespace bwui
