//! A walkthrough as a step-through page: one self-contained HTML file (no
//! network) showing one board at a time, with previous/next buttons and the
//! arrow keys, a list of the steps to jump to (runs of singles folded), a
//! link per step (`#step-12`, `#start`, `#end`) and the explanation beside
//! the board.
//!
//! The page stays small by drawing the board's frame once: the grid lines,
//! the labels and a text slot for every digit and candidate are shared by
//! all views, and each view carries only its position (a digit or `.` per
//! cell, three hex digits of candidates per cell) and the SVG layers that
//! change from step to step (house shading, marks and arrows, legend), as
//! the renderer draws them (`draw::Layers`). A script (`page.js`) swaps
//! them in.

use super::draw::{self, FONT_FAMILY};
use super::html::{escape, status_text, summary};
use super::marks::Marks;
use super::RenderOptions;
use crate::grid::{Board, Cell};
use crate::lang::{Lang, Msg};
use crate::solver::Walkthrough;
use crate::step::Highlights;
use serde_json::{json, Value};
use std::fmt::Write as _;

const SCRIPT: &str = concat!(include_str!("board.js"), include_str!("page.js"));
const STYLE: &str = include_str!("page.css");

/// One board of the page: where it comes in the list and what it shows.
struct View {
    id: String,
    heading: String,
    /// The strategy's name, for the list.
    label: String,
    /// What the step does, for the list once the step has been shown
    /// (`r5c3=3`, `r2c9<>9, r5c9<>9, ...`): the list gives nothing away.
    effects: Option<String>,
    text: String,
    single: bool,
    data: Value,
}

/// The walkthrough as a step-through page, boards drawn with `opts` (no
/// caption: the text sits beside the board; every board has a legend).
pub(crate) fn step_page(w: &Walkthrough, title: &str, opts: &RenderOptions) -> String {
    let opts = RenderOptions {
        caption: None,
        legend: true,
        ..opts.clone()
    };
    let empty = Highlights::new();
    let cat = opts.lang.catalogue();
    let mut views = Vec::with_capacity(w.steps.len() + 2);
    let start_text = cat.start_text(w.start.givens().len(), w.start.empty_cells().len());
    views.push(View {
        id: "start".into(),
        heading: cat.msg(Msg::Start).into(),
        label: cat.msg(Msg::Start).into(),
        effects: None,
        text: start_text,
        single: false,
        data: view_data(&w.start, &empty, &opts),
    });
    // Boards are advanced step by step rather than rebuilt with
    // `board_before(i)`, which would replay every earlier step each time.
    let mut board = w.start.clone();
    for (i, step) in w.steps.iter().enumerate() {
        views.push(View {
            id: format!("step-{}", i + 1),
            heading: cat.step_heading(i + 1, step.name_in(opts.lang)),
            label: step.name_in(opts.lang).to_string(),
            effects: list_effects(step, &opts),
            text: step.explain_in(opts.lang, opts.notation),
            single: step.is_single(),
            data: view_data(&board, &step.highlights, &step_options(step, &opts)),
        });
        // A step that fails to apply ends the walkthrough (Contradiction);
        // the later boards are then shown as they stand.
        let _ = step.apply(&mut board);
    }
    views.push(View {
        id: "end".into(),
        heading: cat.msg(Msg::FinalBoard).into(),
        label: cat.msg(Msg::FinalBoard).into(),
        effects: None,
        text: status_text(w, opts.lang),
        single: false,
        data: view_data(&w.end, &empty, &opts),
    });
    page(w, title, &opts, &views)
}

/// How a step is drawn: a single explained by scanning without pencil
/// marks (the digits on the board show it).
pub(super) fn step_options(step: &crate::step::Step, opts: &RenderOptions) -> RenderOptions {
    let scan = step
        .pattern::<crate::strategies::singles::scanning::Scan>()
        .is_some();
    opts.clone().with_candidates(opts.show_candidates && !scan)
}

/// What a step in the list does, cut short when long (`r5c3=3`,
/// `r2c9<>9, r5c9<>9, ...`); shown after its name once the step has been.
fn list_effects(step: &crate::step::Step, opts: &RenderOptions) -> Option<String> {
    let effects = opts.notation.rewrite(&step.effects());
    let shown: Vec<&str> = effects.split(", ").take(2).collect();
    let more = if effects.split(", ").count() > 2 {
        ", ..."
    } else {
        ""
    };
    (!effects.is_empty()).then(|| format!("{}{more}", shown.join(", ")))
}

/// What changes from view to view: the position and three layers.
pub(super) fn view_data(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> Value {
    // Pencil marks left out: only the highlighted ones are drawn.
    let candidates = match opts.show_candidates {
        true => board.marks_hex(),
        false => "0".repeat(3 * board.size() * board.size()),
    };
    let mut data = layer_data(board, highlights, opts);
    data["values"] = json!(board.to_line());
    data["candidates"] = json!(candidates);
    data
}

/// The three layers that show `highlights` on `board`, and their height.
pub(super) fn layer_data(board: &Board, highlights: &Highlights, opts: &RenderOptions) -> Value {
    let (shading, marks, legend, height) = match draw::layers(board, highlights, opts) {
        Ok(l) => (l.shading, l.marks, l.legend, l.height),
        Err(_) => Default::default(),
    };
    json!({
        "shading": compact(&shading),
        "marks": compact(&marks),
        "legend": compact(&legend),
        "height": height,
    })
}

/// A layer without the attributes the page's style sheet or SVG's defaults
/// already give (the font family, full opacity, no stroke): a third smaller.
pub(super) fn compact(layer: &str) -> String {
    layer
        .replace(&format!(" font-family=\"{FONT_FAMILY}\""), "")
        .replace(" opacity=\"1\"", "")
        .replace(" stroke=\"none\" stroke-width=\"0\"", "")
}

/// What every view of a page shares, drawn from its start board: the grid
/// lines and labels, where the cells and candidate slots are, the givens,
/// and the board's style.
pub(super) struct Frame {
    pub width: u32,
    pub height: u32,
    pub grid: String,
    pub labels: String,
    /// `{"width", "givens", "geometry"}` for the page's script.
    pub data: Value,
    pub board_style: String,
}

pub(super) fn frame(start: &Board, opts: &RenderOptions) -> Frame {
    let n = start.size();
    let marks = Marks::new(start, &Highlights::new());
    let (layout, _) = draw::layout(start, &marks, opts);
    let layers = draw::layers(start, &Highlights::new(), opts).ok();
    let (grid, labels) = layers.map_or_else(Default::default, |l| (l.grid, l.labels));
    let slots: Vec<[i32; 2]> = (1..=n as u8)
        .map(|d| {
            let origin = layout.cell_origin(Cell::new(0, 0));
            let centre = layout.candidate_centre(Cell::new(0, 0), d);
            [centre.0 - origin.0, centre.1 - origin.1]
        })
        .collect();
    let givens: String = (0..n * n)
        .map(|i| {
            let cell = Cell::new(i / n, i % n);
            match start.value(cell) {
                Some(d) if start.is_given(cell) => char::from(b'0' + d),
                _ => '.',
            }
        })
        .collect();
    let data = json!({
        "linkColour": opts.palette.link.hex(),
        "width": layout.width,
        "givens": givens,
        "geometry": {
            "size": n,
            "cell": layout.cell,
            "x": layout.grid_x,
            "y": layout.grid_y,
            "slots": slots,
        },
    });
    let p = &opts.palette;
    let board_style = format!(
        "#board text {{ font-family: {}; }}\n\
         #board .value, #board .candidate {{ text-anchor: middle; }}\n\
         #board .value {{ font-size: {}px; }}\n\
         #board .given {{ font-weight: bold; fill: {}; }}\n\
         #board .placed {{ fill: {}; }}\n\
         #board .candidate {{ font-size: {}px; fill: {}; }}\n\
         #board .digit-place {{ fill: {}; }}\n\
         #board.digit-view #layer-marks, #board.digit-view #layer-legend {{ display: none; }}\n",
        draw::font_family(opts.lang),
        layout.fonts.digit,
        p.given.hex(),
        p.placed.hex(),
        layout.fonts.candidate,
        p.candidate.hex(),
        p.pattern.hex(),
    );
    Frame {
        width: layout.width,
        height: layout.height,
        grid,
        labels,
        data,
        board_style,
    }
}

/// `data` as the text of a `<script type="application/json">` block: only
/// "</" (and "<!--") could end or confuse the block.
pub(super) fn script_json(data: &Value) -> String {
    data.to_string()
        .replace("</", "<\\/")
        .replace("<!", "<\\u0021")
}

/// The page around the views.
fn page(w: &Walkthrough, title: &str, opts: &RenderOptions, views: &[View]) -> String {
    let Frame {
        width,
        height: frame_height,
        grid,
        labels,
        data: mut frame_data,
        board_style,
    } = frame(&w.start, opts);
    frame_data["views"] = views
        .iter()
        .map(|v| {
            let mut d = v.data.clone();
            d["id"] = json!(v.id);
            d["heading"] = json!(v.heading);
            d["text"] = json!(v.text);
            d
        })
        .collect::<Vec<_>>()
        .into();
    if opts.lang != Lang::En {
        // The counter's words at the first and last view (the script says
        // "start" and "end" without them).
        let cat = opts.lang.catalogue();
        frame_data["counter"] =
            json!({"start": cat.msg(Msg::Start), "end": cat.msg(Msg::FinalBoard)});
    }
    let data = script_json(&frame_data);
    let p = &opts.palette;
    let title = escape(title);
    let cat = opts.lang.catalogue();
    let mut out = String::with_capacity(data.len() + 16 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{STYLE}{board_style}</style>\n</head>\n<body>\n\
         <h1>{title}</h1>\n<p id=\"summary\">{}</p>\n\
         <p id=\"no-script\">{}</p>\n\
         <div id=\"stepper\" hidden>\n",
        opts.lang.tag(),
        escape(&summary(w, opts.lang)),
        cat.msg(Msg::NoScript)
    );
    step_list(&mut out, views, opts.lang);
    let height = views
        .first()
        .and_then(|v| v.data["height"].as_u64())
        .unwrap_or(u64::from(frame_height));
    let _ = write!(
        out,
        "<main id=\"view\">\n<svg id=\"board\" role=\"img\" aria-label=\"{}\" \
         width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         xmlns=\"http://www.w3.org/2000/svg\">\n\
         <rect id=\"board-background\" x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" \
         fill=\"{}\"/>\n<g id=\"layer-shading\"></g>\n<g id=\"layer-digit-discs\"></g>\n\
         {grid}<g id=\"layer-digits\"></g>\n<g id=\"layer-marks\"></g>\n\
         <g id=\"layer-digit-links\"></g>\n{labels}<g id=\"layer-legend\"></g>\n</svg>\n\
         <div id=\"view-side\">\n<div id=\"controls\">\
         <button id=\"prev\" type=\"button\" title=\"{}\">{}</button>\
         <span id=\"view-counter\"></span>\
         <button id=\"next\" type=\"button\" title=\"{}\">{}</button></div>\n\
         <div id=\"digit-filter\" role=\"group\" aria-label=\"{}\"></div>\n\
         <h2 id=\"view-heading\"></h2>\n<p id=\"view-text\"></p>\n\
         <p id=\"keys\">{}</p>\n</div>\n</main>\n</div>\n\
         <script id=\"walkthrough-data\" type=\"application/json\">{data}</script>\n\
         <script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        cat.msg(Msg::BoardLabel),
        p.background.hex(),
        cat.msg(Msg::PreviousTitle),
        cat.msg(Msg::PreviousButton),
        cat.msg(Msg::NextTitle),
        cat.msg(Msg::NextButton),
        cat.msg(Msg::DigitView),
        cat.msg(Msg::Keys),
    );
    out
}

/// The list of views: start, the steps (each run of two or more singles
/// folded into one entry that opens), final board.
fn step_list(out: &mut String, views: &[View], lang: Lang) {
    let cat = lang.catalogue();
    let _ = writeln!(
        out,
        "<nav id=\"step-list\" aria-label=\"{}\">",
        cat.msg(Msg::StepsLabel)
    );
    let last = views.len().saturating_sub(1);
    let plain = |out: &mut String, k: usize| {
        let v = &views[k];
        let _ = writeln!(
            out,
            "<p><a href=\"#{}\" data-view=\"{k}\">{}</a></p>",
            v.id,
            escape(&v.label)
        );
    };
    plain(out, 0);
    out.push_str("<ol>\n");
    let mut i = 1;
    while i < last {
        let run = views[i..last].iter().take_while(|v| v.single).count();
        if run >= 2 {
            let (first, end) = (i, i + run - 1);
            let _ = writeln!(
                out,
                "<li class=\"singles\" value=\"{first}\"><details><summary>{}</summary>\n\
                 <ol start=\"{first}\">",
                cat.singles_run(first, end, run)
            );
            for (k, v) in views.iter().enumerate().skip(first).take(run) {
                entry(out, k, v);
            }
            out.push_str("</ol></details></li>\n");
            i += run;
        } else {
            entry(out, i, &views[i]);
            i += 1;
        }
    }
    out.push_str("</ol>\n");
    if last > 0 {
        plain(out, last);
    }
    out.push_str("</nav>\n");
}

/// A step of the list: its strategy, and what it does hidden until the
/// step has been shown (the page's script reveals it).
fn entry(out: &mut String, k: usize, v: &View) {
    let effects = v
        .effects
        .as_ref()
        .map(|e| format!("<span class=\"effects\" hidden>: {}</span>", escape(e)))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "<li value=\"{k}\"><a href=\"#{}\" data-view=\"{k}\">{}{effects}</a></li>",
        v.id,
        escape(&v.label)
    );
}
