//! A walkthrough in HTML. [`walkthrough_html`] writes the step-through page
//! (`page.rs`: one board at a time, a script swaps them). The notebook shows
//! [`walkthrough_fragment`]: every board one under the other (the start
//! board, then each step, its number, strategy, explanation and effect
//! beside the board it was found on, highlighted, then the final board),
//! inline SVG with inline styling and no script, so it reads in any notebook
//! viewer.

use super::{draw, RenderOptions};
use crate::grid::Board;
use crate::lang::{Lang, Msg};
use crate::solver::Walkthrough;
use crate::step::Highlights;
use std::fmt::Write as _;

/// Inline style of one section: the board and its text side by side,
/// wrapping under each other on narrow screens.
const SECTION_STYLE: &str =
    "display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start;margin:1.2em 0;";
const TEXT_STYLE: &str = "max-width:34em;";
const HEADING_STYLE: &str = "margin:0 0 0.4em 0;font-size:1.15em;";

/// The walkthrough as a self-contained step-through page (no network):
/// one board at a time, previous/next buttons and arrow keys, a list of the
/// steps (singles folded), a link per step (`#step-12`), the explanation
/// beside the board. Boards are drawn with the default options and a legend.
pub fn walkthrough_html(w: &Walkthrough, title: &str) -> String {
    walkthrough_html_with(w, title, &RenderOptions::default())
}

/// [`walkthrough_html`] with boards drawn with `opts` (the caption is left
/// out: the text sits beside the board; every board gets a legend).
pub fn walkthrough_html_with(w: &Walkthrough, title: &str, opts: &RenderOptions) -> String {
    super::page::step_page(w, title, opts)
}

/// The body of the page: a `<div>` that can stand alone in a notebook.
/// `title` must already be escaped.
pub(crate) fn walkthrough_fragment(w: &Walkthrough, title: &str, opts: &RenderOptions) -> String {
    let plain = RenderOptions {
        caption: None,
        ..opts.clone()
    };
    let with_legend = plain.clone().with_legend(true);
    let mut out = String::with_capacity(64 * 1024 * (w.steps.len() + 2));
    out.push_str("<div class=\"sudoku-walkthrough\">\n");
    let _ = writeln!(out, "<h1>{title}</h1>");
    let _ = writeln!(out, "<p>{}</p>", escape(&summary(w, opts.lang)));
    let cat = opts.lang.catalogue();
    let start_text = cat.start_text(w.start.givens().len(), w.start.empty_cells().len());
    section(
        &mut out,
        cat.msg(Msg::Start),
        &[start_text],
        &board_svg(&w.start, &plain),
    );

    // Boards are advanced step by step rather than rebuilt with
    // `board_before(i)`, which would replay every earlier step each time.
    let mut board = w.start.clone();
    for (i, step) in w.steps.iter().enumerate() {
        let heading = cat.step_heading(i + 1, step.name_in(opts.lang));
        // The explanation already ends with the effect ("..., so r3c9=6").
        let text = [step.explain_in(opts.lang, opts.notation)];
        let svg = super::step_svg(&board, step, &with_legend);
        section(&mut out, &heading, &text, &svg);
        // A step that fails to apply ends the walkthrough (Contradiction);
        // the later boards are then shown as they stand.
        let _ = step.apply(&mut board);
    }

    section(
        &mut out,
        cat.msg(Msg::FinalBoard),
        &[status_text(w, opts.lang)],
        &board_svg(&w.end, &plain),
    );
    out.push_str("</div>\n");
    out
}

fn board_svg(board: &Board, opts: &RenderOptions) -> String {
    draw::render(board, &Highlights::new(), opts)
}

fn section(out: &mut String, heading: &str, paragraphs: &[String], svg: &str) {
    let _ = writeln!(out, "<section style=\"{SECTION_STYLE}\">");
    let _ = writeln!(out, "<div>\n{svg}</div>");
    let _ = writeln!(out, "<div style=\"{TEXT_STYLE}\">");
    let _ = writeln!(
        out,
        "<h2 style=\"{HEADING_STYLE}\">{}</h2>",
        escape(heading)
    );
    for p in paragraphs {
        let _ = writeln!(out, "<p>{}</p>", escape(p));
    }
    out.push_str("</div>\n</section>\n");
}

/// `Solved in 41 steps. Steps by strategy: Hidden Single 30, Naked Single 11.`
pub(crate) fn summary(w: &Walkthrough, lang: Lang) -> String {
    let counts: Vec<String> = w
        .histogram()
        .iter()
        .map(|(id, n)| {
            // The name travels in the steps; the histogram has the ids.
            let name = w
                .steps
                .iter()
                .find(|s| s.strategy == *id)
                .map_or(*id, |s| s.name_in(lang));
            format!("{name} {n}")
        })
        .collect();
    let ending = status_text(w, lang);
    if counts.is_empty() {
        ending
    } else {
        lang.catalogue().summary(&ending, &counts.join(", "))
    }
}

pub(crate) fn status_text(w: &Walkthrough, lang: Lang) -> String {
    lang.catalogue().walk_status(&w.status, w.steps.len())
}

/// Escapes text for HTML element content and attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters HTML and XML cannot hold.
            c if c < ' ' && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            _ => out.push(c),
        }
    }
    out
}
