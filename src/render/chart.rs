//! Charts of numbers about puzzles (not boards): how a set's ratings are
//! spread, how one rating compares with another, how often a strategy
//! fires. Plain SVG strings drawn with plotters, so a notebook shows them
//! with [`crate::notebook::Svg`] and the CLI can write them to files.
//!
//! Three kinds, each a pure function of its data:
//! - [`bar_chart_svg`]: one bar per named category (puzzles per level);
//! - [`histogram_svg`]: numbers counted in bins of equal width;
//! - [`scatter_svg`]: one dot per (x, y) pair, optionally with the diagonal
//!   y = x, the line where two ratings agree.
//!
//! Empty data gives a chart with empty axes; data that cannot be drawn
//! truthfully (a value that is not a finite number, a bin width that is not
//! positive, more than [`MAX_BINS`] bins, a range beyond what `f64` holds)
//! gives a chart that says so instead of the picture. Never a panic, never
//! a hang.

use crate::lang::report::Report;
use crate::lang::Lang;
use plotters::backend::SVGBackend;
use plotters::chart::ChartBuilder;
use plotters::coord::ranged1d::{IntoSegmentedCoord, SegmentValue};
use plotters::coord::Shift;
use plotters::drawing::{DrawingArea, IntoDrawingArea};
use plotters::element::{Circle, PathElement, Rectangle};
use plotters::style::{Color, RGBColor, ShapeStyle, TRANSPARENT, WHITE};

/// Width and height of every chart, in pixels.
const SIZE: (u32, u32) = (640, 400);
/// Okabe–Ito blue, as the boards' "pattern" colour family.
const BAR: RGBColor = RGBColor(0, 114, 178);
/// Okabe–Ito vermillion, for the diagonal.
const DIAGONAL: RGBColor = RGBColor(213, 94, 0);
/// The font of titles and labels.
const FONT: &str = "DejaVu Sans, sans-serif";

/// The most bins a histogram draws (a wider bin is the answer to more).
pub const MAX_BINS: usize = 10_000;

/// The first value that is not a finite number, as an error.
fn finite(values: impl Iterator<Item = f64>, what: &str) -> Result<(), String> {
    match values.enumerate().find(|(_, v)| !v.is_finite()) {
        Some((i, v)) => Err(format!(
            "{what} {} is {}, not a finite number",
            i + 1,
            num(v)
        )),
        None => Ok(()),
    }
}

/// A number for a message: `1.5`, or `1e300` when very large or small.
fn num(v: f64) -> String {
    if v != 0.0 && !(1e-3..1e6).contains(&v.abs()) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// Text for a chart that could not be drawn (plotters reports only I/O
/// errors of its backend, which a `String` target never has).
fn failed(e: impl std::fmt::Display) -> String {
    format!("<svg xmlns=\"http://www.w3.org/2000/svg\"><text y=\"20\">chart: {e}</text></svg>")
}

type Root<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type Drawn = Result<(), Box<dyn std::error::Error>>;

/// An SVG chart of [`SIZE`] on white, `draw` painting on it.
fn chart_svg(draw: impl FnOnce(&Root) -> Drawn) -> String {
    let mut svg = String::new();
    let drawn = (|| -> Drawn {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE)?;
        draw(&root)?;
        root.present()?;
        Ok(())
    })();
    match drawn {
        Ok(()) => svg,
        Err(e) => failed(e),
    }
}

/// Every chart's frame: the title above, room for the axis labels.
fn frame<'a, 'b>(root: &'a Root<'b>, title: &str) -> ChartBuilder<'a, 'b, SVGBackend<'b>> {
    let mut builder = ChartBuilder::on(root);
    builder
        .caption(title, (FONT, 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60);
    builder
}

/// One bar per category, in the given order.
pub fn bar_chart_svg(title: &str, y_desc: &str, bars: &[(String, f64)]) -> String {
    if let Err(e) = finite(bars.iter().map(|b| b.1), "bar") {
        return failed(e);
    }
    let highest = bars.iter().map(|b| b.1).fold(0.0, f64::max);
    // A tenth of room above the highest bar; beyond f64 for a bar near its
    // largest value, where plotters' ticks would never end.
    let top = highest.max(1.0) * 1.1;
    if !top.is_finite() {
        return failed(format!(
            "a bar of {} goes beyond the numbers a chart can draw",
            num(highest)
        ));
    }
    let n = bars.len().max(1);
    chart_svg(|root| {
        let mut chart =
            frame(root, title).build_cartesian_2d((0..n - 1).into_segmented(), 0.0..top)?;
        let label = |x: &SegmentValue<usize>| match x {
            SegmentValue::CenterOf(i) => bars.get(*i).map_or(String::new(), |b| b.0.clone()),
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(n)
            .x_label_formatter(&label)
            .y_desc(y_desc)
            .y_label_formatter(&|y| format!("{y:.0}"))
            .label_style((FONT, 12))
            .light_line_style(TRANSPARENT)
            .draw()?;
        chart.draw_series(bars.iter().enumerate().map(|(i, (_, v))| {
            let mut bar = Rectangle::new(
                [
                    (SegmentValue::Exact(i), 0.0),
                    (SegmentValue::Exact(i + 1), *v),
                ],
                BAR.filled(),
            );
            bar.set_margin(0, 0, 8, 8);
            bar
        }))?;
        Ok(())
    })
}

/// `values` counted in bins of `bin_width` starting at the smallest
/// multiple of `bin_width` at or below the least value; the count axis
/// says `puzzles` ([`histogram_svg_in`] for another language).
pub fn histogram_svg(title: &str, x_desc: &str, values: &[f64], bin_width: f64) -> String {
    histogram_svg_in(Lang::En, title, x_desc, values, bin_width)
}

/// [`histogram_svg`] with the words it adds (the count axis) in `lang`.
pub fn histogram_svg_in(
    lang: Lang,
    title: &str,
    x_desc: &str,
    values: &[f64],
    bin_width: f64,
) -> String {
    if let Err(e) = finite(values.iter().copied(), "value") {
        return failed(e);
    }
    if !(bin_width.is_finite() && bin_width > 0.0) {
        return failed(format!(
            "the bin width is {}, not a positive number",
            num(bin_width)
        ));
    }
    let width = bin_width;
    let low = values.iter().copied().fold(f64::INFINITY, f64::min);
    let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (start, bins) = if values.is_empty() {
        (0.0, 1)
    } else {
        let start = (low / width).floor() * width;
        // Counted in f64: the number of bins may be beyond usize, or the
        // bins' edges beyond f64.
        let bins = ((high - start) / width).floor() + 1.0;
        let end = start + width * bins;
        if !(start.is_finite() && end.is_finite() && bins.is_finite()) {
            return failed(format!(
                "bins of width {} from {} to {} go beyond the numbers a chart can draw",
                num(width),
                num(low),
                num(high)
            ));
        }
        if bins > MAX_BINS as f64 {
            return failed(format!(
                "{} bins of width {} are needed, at most {MAX_BINS} are drawn: choose a wider \
                 bin",
                num(bins),
                num(width)
            ));
        }
        (start, bins as usize)
    };
    let mut counts = vec![0usize; bins];
    for v in values {
        let i = (((v - start) / width).floor() as usize).min(bins - 1);
        counts[i] += 1;
    }
    let top = counts.iter().copied().max().unwrap_or(0).max(1) as f64 * 1.1;
    let end = start + width * bins as f64;
    let count = lang.catalogue().report(&Report::HistogramCount);
    chart_svg(|root| {
        let mut chart = frame(root, title).build_cartesian_2d(start..end, 0.0..top)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(count.as_str())
            .y_label_formatter(&|y| format!("{y:.0}"))
            .label_style((FONT, 12))
            .light_line_style(TRANSPARENT)
            .draw()?;
        chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
            let x = start + width * i as f64;
            Rectangle::new([(x, 0.0), (x + width * 0.95, c as f64)], BAR.filled())
        }))?;
        Ok(())
    })
}

/// One dot per point; with `diagonal`, the line y = x across the plot.
pub fn scatter_svg(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    points: &[(f64, f64)],
    diagonal: bool,
) -> String {
    if let Err(e) = finite(points.iter().flat_map(|&(x, y)| [x, y]), "coordinate") {
        return failed(e);
    }
    let (mut low, mut high) = (f64::INFINITY, f64::NEG_INFINITY);
    for &(x, y) in points {
        low = low.min(x.min(y));
        high = high.max(x.max(y));
    }
    if points.is_empty() {
        (low, high) = (0.0, 1.0);
    }
    // Both axes on one range, so the diagonal is at 45 degrees; at least
    // half a point either side, so that a few close dots get a readable
    // scale (7.3 alone: 6.8 to 7.8, not 7.2 to 7.4 in hundredths).
    let pad = ((high - low) * 0.05).max(0.5);
    let range = (low - pad)..(high + pad);
    if !(range.start.is_finite() && range.end.is_finite()) {
        return failed(format!(
            "points from {} to {} go beyond the numbers a chart can draw",
            num(low),
            num(high)
        ));
    }
    chart_svg(|root| {
        let mut chart = frame(root, title).build_cartesian_2d(range.clone(), range.clone())?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .label_style((FONT, 12))
            .light_line_style(TRANSPARENT)
            .x_label_formatter(&|x| format!("{x:.1}"))
            .y_label_formatter(&|y| format!("{y:.1}"))
            .draw()?;
        if diagonal {
            chart.draw_series(std::iter::once(PathElement::new(
                vec![(range.start, range.start), (range.end, range.end)],
                ShapeStyle::from(&DIAGONAL).stroke_width(2),
            )))?;
        }
        chart.draw_series(
            points
                .iter()
                // Opaque and larger than the diagonal's width: a dot on
                // the diagonal (unchanged) stays visible.
                .map(|&p| Circle::new(p, 4, BAR.mix(0.6).filled())),
        )?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(svg: &str, what: &str) -> usize {
        svg.matches(what).count()
    }

    #[test]
    fn a_histogram_has_one_bar_per_bin() {
        // 1.0-1.5: 2, 1.5-2.0: 0, 2.0-2.5: 1 -> three bins, one of them empty.
        let svg = histogram_svg("ratings", "SE", &[1.2, 1.4, 2.3], 0.5);
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("ratings"));
        // Bars are filled with the bar colour: two non-empty bins drawn
        // with height, one with none.
        assert_eq!(count(&svg, "fill=\"#0072B2\""), 3);
    }

    /// The count axis in the language asked for; English by default.
    #[test]
    fn a_histogram_says_its_words_in_a_language() {
        let values = [5.6, 7.2, 7.3];
        let en = histogram_svg("SE", "SE", &values, 0.5);
        assert_eq!(en, histogram_svg_in(Lang::En, "SE", "SE", &values, 0.5));
        assert!(
            en.contains(">puzzles<") || en.contains("\npuzzles\n"),
            "{en}"
        );
        let ja = histogram_svg_in(Lang::Ja, "SE 評価", "SE 評価", &values, 0.5);
        assert!(ja.contains("問題数") && !ja.contains("puzzles"), "{ja}");
    }

    #[test]
    fn a_scatter_has_one_dot_per_point() {
        let pts = [(1.0, 1.5), (2.0, 2.0), (3.0, 2.5)];
        let svg = scatter_svg("agreement", "SE", "ours", &pts, true);
        assert_eq!(count(&svg, "<circle"), 3);
        assert!(svg.contains("#D55E00"), "the diagonal is drawn");
    }

    #[test]
    fn bars_are_labelled_with_their_names() {
        let bars = vec![("easy".to_string(), 5.0), ("hard".to_string(), 2.0)];
        let svg = bar_chart_svg("levels", "puzzles", &bars);
        assert!(
            svg.contains("\neasy\n") && svg.contains("\nhard\n"),
            "{svg}"
        );
    }

    #[test]
    fn empty_data_draws_empty_axes() {
        for svg in [
            histogram_svg("none", "x", &[], 0.5),
            scatter_svg("none", "x", "y", &[], false),
            bar_chart_svg("none", "y", &[]),
        ] {
            assert!(svg.starts_with("<svg") && svg.contains("none"), "{svg}");
        }
    }

    /// Data that cannot be drawn truthfully gives a chart that says why:
    /// promptly (these hung or panicked when bins and ranges were counted
    /// in usize and plotters was handed infinite ranges).
    #[test]
    fn odd_data_is_refused_with_a_reason() {
        let cases = [
            (
                histogram_svg("odd", "x", &[f64::INFINITY, 1.0], 0.5),
                "value 1 is inf, not a finite number",
            ),
            (
                histogram_svg("odd", "x", &[1.0], -1.0),
                "the bin width is -1, not a positive number",
            ),
            (
                histogram_svg("odd", "x", &[1e300], 1e-10),
                "beyond the numbers a chart can draw",
            ),
            (
                histogram_svg("odd", "x", &[1e308], 1e308),
                "beyond the numbers a chart can draw",
            ),
            (
                histogram_svg("odd", "x", &[0.0, 1e20], 1.0),
                "at most 10000 are drawn",
            ),
            (
                histogram_svg("odd", "x", &[-1e308, 1e308], 1.0),
                "bins of width 1 from -1e308 to 1e308 go beyond",
            ),
            (
                scatter_svg("odd", "x", "y", &[(1e308, -1e308)], true),
                "beyond the numbers a chart can draw",
            ),
            (
                scatter_svg("odd", "x", "y", &[(f64::NAN, 1.0)], true),
                "coordinate 1 is NaN, not a finite number",
            ),
            (
                bar_chart_svg("odd", "y", &[("a".to_string(), f64::INFINITY)]),
                "bar 1 is inf, not a finite number",
            ),
            (
                // Finite, but a tenth above it is not (this hung).
                bar_chart_svg("odd", "y", &[("a".to_string(), 1.7e308)]),
                "a bar of 1.7e308 goes beyond the numbers a chart can draw",
            ),
        ];
        for (svg, why) in cases {
            assert!(svg.starts_with("<svg") && svg.contains(why), "{why}: {svg}");
        }
        // Exactly MAX_BINS bins are still drawn.
        let svg = histogram_svg("many", "x", &[0.0, 9999.5], 1.0);
        assert!(svg.contains("many"), "{svg}");
    }
}
