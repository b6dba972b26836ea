#pragma once
// Round axis scales for the live charts: a linear axis from 0 with 3 to 6
// ticks at steps of 1, 2, 2.5 or 5 x 10^k that covers the data, and the label
// decimals those steps need (0.25 -> 2). Pure; any thread.

namespace bwui {

struct LinearScale {
    double top = 1;     // axis maximum (the minimum is 0)
    int ticks = 5;      // tick count, both ends included
    int decimals = 0;   // digits after the decimal point in labels
};

// Covers max(`max`, `minTop`); a non-positive maximum gives 0..1.
LinearScale linearScale(double max, double minTop);

} // namespace bwui
