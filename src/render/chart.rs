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
//! Empty data gives a chart with empty axes, never a panic.

use plotters::backend::SVGBackend;
use plotters::chart::ChartBuilder;
use plotters::coord::ranged1d::{IntoSegmentedCoord, SegmentValue};
use plotters::drawing::IntoDrawingArea;
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

/// Text for a chart that could not be drawn (plotters reports only I/O
/// errors of its backend, which a `String` target never has).
fn failed(e: impl std::fmt::Display) -> String {
    format!("<svg xmlns=\"http://www.w3.org/2000/svg\"><text y=\"20\">chart: {e}</text></svg>")
}

/// One bar per category, in the given order, with the value above none.
pub fn bar_chart_svg(title: &str, y_desc: &str, bars: &[(String, f64)]) -> String {
    let mut svg = String::new();
    let top = bars.iter().map(|b| b.1).fold(0.0, f64::max).max(1.0) * 1.1;
    let n = bars.len().max(1);
    let drawn = (|| -> Result<(), Box<dyn std::error::Error + '_>> {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d((0..n - 1).into_segmented(), 0.0..top)?;
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
        root.present()?;
        Ok(())
    })();
    match drawn {
        Ok(()) => svg,
        Err(e) => failed(e),
    }
}

/// `values` counted in bins of `bin_width` starting at the smallest
/// multiple of `bin_width` at or below the least value.
pub fn histogram_svg(title: &str, x_desc: &str, values: &[f64], bin_width: f64) -> String {
    let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
    let width = if bin_width.is_finite() && bin_width > 0.0 {
        bin_width
    } else {
        1.0
    };
    let low = finite.iter().copied().fold(f64::INFINITY, f64::min);
    let high = finite.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (start, bins) = if finite.is_empty() {
        (0.0, 1)
    } else {
        let start = (low / width).floor() * width;
        (
            start,
            (((high - start) / width).floor() as usize + 1).min(10_000),
        )
    };
    let mut counts = vec![0usize; bins];
    for v in &finite {
        let i = (((v - start) / width).floor() as usize).min(bins - 1);
        counts[i] += 1;
    }
    let top = counts.iter().copied().max().unwrap_or(0).max(1) as f64 * 1.1;
    let end = start + width * bins as f64;
    let mut svg = String::new();
    let drawn = (|| -> Result<(), Box<dyn std::error::Error + '_>> {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(start..end, 0.0..top)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc("puzzles")
            .y_label_formatter(&|y| format!("{y:.0}"))
            .label_style((FONT, 12))
            .light_line_style(TRANSPARENT)
            .draw()?;
        chart.draw_series(counts.iter().enumerate().map(|(i, &c)| {
            let x = start + width * i as f64;
            Rectangle::new([(x, 0.0), (x + width * 0.95, c as f64)], BAR.filled())
        }))?;
        root.present()?;
        Ok(())
    })();
    match drawn {
        Ok(()) => svg,
        Err(e) => failed(e),
    }
}

/// One dot per point; with `diagonal`, the line y = x across the plot.
pub fn scatter_svg(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    points: &[(f64, f64)],
    diagonal: bool,
) -> String {
    let finite: Vec<(f64, f64)> = points
        .iter()
        .copied()
        .filter(|(x, y)| x.is_finite() && y.is_finite())
        .collect();
    let (mut low, mut high) = (f64::INFINITY, f64::NEG_INFINITY);
    for &(x, y) in &finite {
        low = low.min(x.min(y));
        high = high.max(x.max(y));
    }
    if finite.is_empty() {
        (low, high) = (0.0, 1.0);
    }
    // Both axes on one range, so the diagonal is at 45 degrees.
    let pad = ((high - low) * 0.05).max(0.1);
    let range = (low - pad)..(high + pad);
    let mut svg = String::new();
    let drawn = (|| -> Result<(), Box<dyn std::error::Error + '_>> {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(range.clone(), range.clone())?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .label_style((FONT, 12))
            .light_line_style(TRANSPARENT)
            .draw()?;
        if diagonal {
            chart.draw_series(std::iter::once(PathElement::new(
                vec![(range.start, range.start), (range.end, range.end)],
                ShapeStyle::from(&DIAGONAL).stroke_width(2),
            )))?;
        }
        chart.draw_series(
            finite
                .iter()
                .map(|&p| Circle::new(p, 3, BAR.mix(0.45).filled())),
        )?;
        root.present()?;
        Ok(())
    })();
    match drawn {
        Ok(()) => svg,
        Err(e) => failed(e),
    }
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

    #[test]
    fn a_scatter_has_one_dot_per_finite_point() {
        let pts = [(1.0, 1.5), (2.0, 2.0), (f64::NAN, 1.0), (3.0, 2.5)];
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
    fn empty_or_odd_data_draws_empty_axes() {
        for svg in [
            histogram_svg("none", "x", &[], 0.5),
            histogram_svg("odd", "x", &[f64::INFINITY, 1.0], -1.0),
            scatter_svg("none", "x", "y", &[], false),
            bar_chart_svg("none", "y", &[]),
        ] {
            assert!(svg.starts_with("<svg"), "{svg}");
        }
    }
}
