#include "report/svg_axis.h"

namespace bw::svg {

QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

} // namespace bw::svg
