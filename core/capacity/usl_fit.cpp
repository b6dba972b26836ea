#include "capacity/usl_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace bw {

namespace {

using Vec3 = std::array<double, 3>;   // lambda, alpha, beta
using Mat3 = std::array<Vec3, 3>;

double model(const Vec3& p, double n)
{
    const double d = 1 + p[1] * (n - 1) + p[2] * n * (n - 1);
    return d > 0 ? p[0] * n / d : 0;
}

double sumSquares(const Vec3& p, const std::vector<UslPoint>& pts)
{
    double s = 0;
    for (const UslPoint& q : pts) {
        const double r = q.rps - model(p, q.n);
        s += r * r;
    }
    return s;
}

// Solves a x = b (3x3) by Gaussian elimination with partial pivoting; false if singular.
bool solve(Mat3 a, Vec3 b, Vec3* x)
{
    for (int c = 0; c < 3; ++c) {
        int piv = c;
        for (int r = c + 1; r < 3; ++r)
            if (std::fabs(a[r][c]) > std::fabs(a[piv][c]))
                piv = r;
        if (std::fabs(a[piv][c]) < 1e-300)
            return false;
        std::swap(a[c], a[piv]);
        std::swap(b[c], b[piv]);
        for (int r = c + 1; r < 3; ++r) {
            const double f = a[r][c] / a[c][c];
            for (int k = c; k < 3; ++k)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (int r = 2; r >= 0; --r) {
        double s = b[r];
        for (int k = r + 1; k < 3; ++k)
            s -= a[r][k] * (*x)[k];
        (*x)[r] = s / a[r][r];
    }
    return std::isfinite((*x)[0]) && std::isfinite((*x)[1]) && std::isfinite((*x)[2]);
}

// The starting point: N / C(N) = ((1 - alpha) + (alpha - beta) N + beta N^2) / lambda,
// a quadratic in N fitted by linear least squares.
Vec3 initialGuess(const std::vector<UslPoint>& pts)
{
    Mat3 a{};
    Vec3 b{};
    for (const UslPoint& q : pts) {
        const double y = q.n / q.rps;
        const double row[3] = {1, q.n, q.n * q.n};
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                a[i][j] += row[i] * row[j];
            b[i] += row[i] * y;
        }
    }
    Vec3 c{};
    Vec3 p{0, 0, 0};
    double best = 0;
    for (const UslPoint& q : pts)
        best = std::max(best, q.rps / q.n);
    if (solve(a, b, &c) && c[0] + c[1] + c[2] > 0) {
        p[0] = 1 / (c[0] + c[1] + c[2]);
        p[2] = std::max(0.0, c[2] * p[0]);
        p[1] = std::clamp(c[1] * p[0] + p[2], 0.0, 1.0);
    }
    if (!(p[0] > 0) || !std::isfinite(p[0]))
        p = {best, 0, 0};
    return p;
}

} // namespace

double UslFit::at(double n) const
{
    return model({lambda, alpha, beta}, n);
}

UslFit fitUsl(const std::vector<UslPoint>& points)
{
    UslFit f;
    std::set<double> distinct;
    for (const UslPoint& q : points) {
        if (!(q.n > 0) || !(q.rps > 0) || !std::isfinite(q.rps)) {
            f.problem = "every point needs a positive concurrency and throughput";
            return f;
        }
        distinct.insert(q.n);
    }
    if (distinct.size() < 3) {
        f.problem = "needs at least three different concurrencies";
        return f;
    }
    Vec3 p = initialGuess(points);
    double cost = sumSquares(p, points);
    double mu = 1e-3;   // damping, relative to the diagonal of J^T J (Marquardt's scaling)
    int it = 0;
    bool converged = false;
    for (; it < 200 && !converged; ++it) {
        Mat3 jtj{};
        Vec3 jtr{};
        for (const UslPoint& q : points) {
            const double n = q.n;
            const double d = 1 + p[1] * (n - 1) + p[2] * n * (n - 1);
            const double c = p[0] * n / d;
            const Vec3 j{n / d, -c * (n - 1) / d, -c * n * (n - 1) / d};   // dC/dlambda, dC/dalpha, dC/dbeta
            const double r = q.rps - c;
            for (int a = 0; a < 3; ++a) {
                for (int b = 0; b < 3; ++b)
                    jtj[a][b] += j[a] * j[b];
                jtr[a] += j[a] * r;
            }
        }
        bool improved = false;
        for (int tries = 0; tries < 30 && !improved; ++tries) {
            Mat3 a = jtj;
            for (int k = 0; k < 3; ++k)
                a[k][k] += mu * std::max(jtj[k][k], 1e-300);
            Vec3 step{};
            if (!solve(a, jtr, &step)) {
                mu *= 10;
                continue;
            }
            Vec3 trial{p[0] + step[0], std::clamp(p[1] + step[1], 0.0, 1.0), std::max(0.0, p[2] + step[2])};
            if (!(trial[0] > 0)) {
                mu *= 10;
                continue;
            }
            const double c = sumSquares(trial, points);
            if (c <= cost) {
                const double gain = cost - c;
                p = trial;
                cost = c;
                mu = std::max(mu / 10, 1e-12);
                improved = true;
                converged = gain <= 1e-12 * std::max(cost, 1e-300);
            } else {
                mu *= 10;
            }
        }
        if (!improved)
            break;
    }
    f.iterations = it;
    f.lambda = p[0];
    f.alpha = p[1];
    f.beta = p[2];
    if (f.beta > 0 && f.alpha < 1) {
        f.peakN = std::sqrt((1 - f.alpha) / f.beta);
        f.peakRps = f.at(f.peakN);
    } else if (f.alpha > 0) {
        f.peakRps = f.lambda / f.alpha;   // approached as N grows, never passed
    }
    double mean = 0;
    for (const UslPoint& q : points)
        mean += q.rps;
    mean /= double(points.size());
    double total = 0;
    for (const UslPoint& q : points)
        total += (q.rps - mean) * (q.rps - mean);
    f.r2 = total > 0 ? 1 - cost / total : 1;
    f.ok = std::isfinite(f.lambda) && f.lambda > 0;
    if (!f.ok)
        f.problem = "the fit did not converge";
    return f;
}

} // namespace bw
