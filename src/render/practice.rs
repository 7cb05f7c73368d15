//! The practice page: one self-contained HTML file (no network) where the
//! learner finds each step of a walkthrough on their own. The board shows
//! the position before the step, with no mark; the learner strikes
//! candidates (a click) or types digits, asks for a hint (four levels, one
//! more each time), checks the answer (right, partly right, or wrong with
//! the reason for each wrong item), shows the step, and moves on. The list
//! names only the steps already done.
//!
//! What the page knows is given to it ([`Practice`]: positions, hint words
//! and pictures, the right answers, the solution); it grades in the browser
//! by the rules of [`crate::coach::grade()`]. Nothing of a step is in the
//! page's visible text before the learner asks for it: it waits in the data
//! block.

use super::html::escape;
use super::page::{frame, layer_data, script_json, view_data, Frame};
use super::RenderOptions;
use crate::grid::{Board, Candidate, Cell};
use crate::lang::Msg;
use crate::step::Highlights;
use serde_json::{json, Value};
use std::fmt::Write as _;

const SCRIPT: &str = concat!(include_str!("board.js"), include_str!("practice.js"));
const STYLE: &str = include_str!("page.css");
const PRACTICE_STYLE: &str = include_str!("practice.css");

/// A step already done, as the list names it (`Step 12: X-Wing`) with what
/// it did (`r1c3<>4, r5c3<>4`).
#[derive(Clone, Debug)]
pub struct DoneStep {
    pub label: String,
    pub effects: String,
}

/// One level of a hint: its words and what its picture highlights.
#[derive(Clone, Debug)]
pub struct HintView {
    pub text: String,
    pub highlights: Highlights,
}

/// One exercise: a position and the step to find on it.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The position before the step.
    pub board: Board,
    /// The hint's four levels; the last is the whole step.
    pub hints: Vec<HintView>,
    /// Every right answer: each instance's removals and placements.
    pub answers: Vec<(Vec<Candidate>, Vec<Candidate>)>,
    /// What a right answer hears.
    pub right: String,
    /// What a part of an answer hears, by how many are missing (1, 2, ...).
    pub partly: Vec<String>,
    /// The other techniques that make progress here, in curriculum order:
    /// an answer that is one of their instances is right too, and named.
    pub others: Vec<OtherTechnique>,
    /// What an item of a mixed answer is, said after it, as a removal and
    /// as a placement: this strategy's; not a candidate; not shown yet.
    pub items: [[String; 2]; 3],
    /// The steps "Next" applies: this one and the singles after it.
    pub done: Vec<DoneStep>,
}

/// Another technique that makes progress on an exercise's position.
#[derive(Clone, Debug)]
pub struct OtherTechnique {
    /// What an answer that is one of its instances hears.
    pub right: String,
    /// What an item one of its instances does hears (removal, placement).
    pub item: [String; 2],
    /// Each productive instance's removals and placements.
    pub answers: Vec<(Vec<Candidate>, Vec<Candidate>)>,
}

/// A practice page's contents.
#[derive(Clone, Debug)]
pub struct Practice {
    pub title: String,
    /// The puzzle as given (the givens are drawn bold).
    pub start: Board,
    /// Steps done before the first exercise (singles, unless every step
    /// is an exercise).
    pub before: Vec<DoneStep>,
    pub exercises: Vec<Exercise>,
    /// The board after the last step.
    pub end: Board,
    /// Words for any answer: `Mixed` and `NoAnswer`.
    pub mixed: String,
    pub no_answer: String,
}

/// The practice page.
pub fn practice_page(p: &Practice, opts: &RenderOptions) -> String {
    let opts = RenderOptions {
        caption: None,
        legend: true,
        ..opts.clone()
    };
    let cat = opts.lang.catalogue();
    let Frame {
        width,
        height,
        grid,
        labels,
        mut data,
        board_style,
    } = frame(&p.start, &opts);
    let n = p.start.size();
    let code = |c: &Candidate| (c.cell.row() * n + c.cell.col()) * 16 + usize::from(c.digit);
    // Each answer as [removals, placements], candidate codes.
    let answers = |list: &[(Vec<Candidate>, Vec<Candidate>)]| -> Value {
        list.iter()
            .map(|(el, pl)| {
                json!([
                    el.iter().map(code).collect::<Vec<_>>(),
                    pl.iter().map(code).collect::<Vec<_>>()
                ])
            })
            .collect::<Vec<_>>()
            .into()
    };
    let done = |d: &[DoneStep]| -> Value {
        d.iter()
            .map(|s| json!({"label": s.label, "effects": s.effects}))
            .collect::<Vec<_>>()
            .into()
    };
    let empty = Highlights::new();
    let mut parts = Parts::default();
    data["exercises"] = p
        .exercises
        .iter()
        .map(|e| {
            let mut x = view_data(&e.board, &empty, &opts);
            x["hints"] = e
                .hints
                .iter()
                .map(|h| {
                    let v = layer_data(&e.board, &h.highlights, &opts);
                    let mut hint = json!({
                        "text": opts.notation.rewrite(&h.text),
                        "height": v["height"],
                    });
                    for layer in ["shading", "marks", "legend"] {
                        hint[layer] = parts.refer(v[layer].as_str().unwrap_or_default());
                    }
                    hint
                })
                .collect::<Vec<_>>()
                .into();
            x["answers"] = answers(&e.answers);
            x["right"] = json!(e.right);
            x["partly"] = json!(e.partly);
            x["others"] = e
                .others
                .iter()
                .map(|o| json!({"right": o.right, "item": o.item, "answers": answers(&o.answers)}))
                .collect::<Vec<_>>()
                .into();
            x["items"] = json!(e.items);
            x["done"] = done(&e.done);
            x
        })
        .collect::<Vec<_>>()
        .into();
    data["parts"] = json!(parts.table);
    data["before"] = done(&p.before);
    data["end"] = view_data(&p.end, &empty, &opts);
    data["cells"] = (0..n * n)
        .map(|i| opts.notation.cell(Cell::new(i / n, i % n)))
        .collect::<Vec<_>>()
        .into();
    data["words"] = json!({
        "mixed": p.mixed,
        "noAnswer": p.no_answer,
        "exercise": cat.msg(Msg::PracticeExercise),
        "hint": cat.msg(Msg::PracticeHint),
        "solved": cat.msg(Msg::PracticeSolved),
        "nothing": cat.msg(Msg::PracticeNothing),
        "removes": cat.msg(Msg::MoveRemoves),
        "places": cat.msg(Msg::MovePlaces),
        "said": cat.msg(Msg::MoveSaid),
    });
    let data = script_json(&data);
    let title = escape(&p.title);
    let palette = &opts.palette;
    let mut out = String::with_capacity(data.len() + 24 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{STYLE}{PRACTICE_STYLE}{board_style}\
         #board .mine {{ fill: {mine}; }}\n#board .struck {{ stroke: {struck}; }}\n\
         </style>\n</head>\n<body>\n\
         <h1>{title}</h1>\n<p id=\"summary\">{intro}</p>\n\
         <p id=\"no-script\">{no_script}</p>\n\
         <div id=\"stepper\" hidden>\n\
         <nav id=\"step-list\" aria-label=\"{done_label}\"><p>{done_label}</p>\
         <ul id=\"done-list\"></ul></nav>\n\
         <main id=\"view\">\n<svg id=\"board\" role=\"img\" aria-label=\"{board_label}\" \
         width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         xmlns=\"http://www.w3.org/2000/svg\" tabindex=\"0\">\n\
         <rect id=\"board-background\" x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" \
         fill=\"{background}\"/>\n<g id=\"layer-shading\"></g>\n\
         <g id=\"layer-digit-discs\"></g>\n{grid}<g id=\"layer-digits\"></g>\n\
         <g id=\"layer-marks\"></g>\n<g id=\"layer-digit-links\"></g>\n\
         <g id=\"layer-learner\"></g>\n\
         {labels}<g id=\"layer-legend\"></g>\n<g id=\"layer-hit\"></g>\n</svg>\n\
         <div id=\"view-side\">\n<h2 id=\"view-heading\"></h2>\n<div id=\"controls\">\
         <button id=\"hint\" type=\"button\">{hint}</button>\
         <button id=\"check\" type=\"button\">{check}</button>\
         <button id=\"clear\" type=\"button\">{clear}</button>\
         <button id=\"show\" type=\"button\">{show}</button>\
         <button id=\"next\" type=\"button\">{next}</button></div>\n\
         <div id=\"digit-filter\" role=\"group\" aria-label=\"{digit_view}\"></div>\n\
         <div id=\"hint-text\" aria-live=\"polite\"></div>\n\
         <ul id=\"verdict\" aria-live=\"polite\"></ul>\n\
         <p id=\"keys\">{keys}</p>\n</div>\n</main>\n</div>\n\
         <script id=\"practice-data\" type=\"application/json\">{data}</script>\n\
         <script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        lang = opts.lang.tag(),
        mine = palette.fin.hex(),
        struck = palette.strike.hex(),
        intro = cat.msg(Msg::PracticeIntro),
        no_script = cat.msg(Msg::NoScript),
        done_label = cat.msg(Msg::PracticeDone),
        board_label = cat.msg(Msg::BoardLabel),
        background = palette.background.hex(),
        hint = cat.msg(Msg::PracticeHint),
        check = cat.msg(Msg::PracticeCheck),
        clear = cat.msg(Msg::PracticeClear),
        show = cat.msg(Msg::PracticeShow),
        next = cat.msg(Msg::PracticeNext),
        keys = cat.msg(Msg::PracticeKeys),
        digit_view = cat.msg(Msg::DigitView),
    );
    out
}

/// The top-level elements of an SVG layer, in order; joined they give the
/// layer back exactly (text between elements stays with the one before).
fn elements(layer: &str) -> Vec<&str> {
    let bytes = layer.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        let Some(len) = layer[i..].find('>') else {
            break;
        };
        let tag = &layer[i..=i + len];
        if tag.starts_with("</") {
            depth = depth.saturating_sub(1);
        } else if !tag.ends_with("\x2F>") {
            depth += 1;
        }
        i += len + 1;
        if depth == 0 {
            // The element ends here, with any text up to the next one.
            let next = layer[i..].find('<').map_or(layer.len(), |k| i + k);
            out.push(&layer[start..next]);
            start = next;
            i = next;
        }
    }
    if start < layer.len() {
        out.push(&layer[start..]);
    }
    out
}

/// Layers as lists of numbers into one table of elements, so that an
/// element drawn in several hints (a forcing net's arrows at levels 3 and
/// 4, a legend line) is written once.
#[derive(Default)]
struct Parts {
    table: Vec<String>,
    index: std::collections::HashMap<String, usize>,
}

impl Parts {
    fn refer(&mut self, layer: &str) -> Value {
        elements(layer)
            .into_iter()
            .map(|e| match self.index.get(e) {
                Some(&k) => k,
                None => {
                    self.table.push(e.to_string());
                    self.index.insert(e.to_string(), self.table.len() - 1);
                    self.table.len() - 1
                }
            })
            .collect::<Vec<_>>()
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layer_is_its_elements_joined() {
        for layer in [
            "",
            "<rect x=\"1\"\x2F>",
            "<rect/>\n<text x=\"2\">9</text>\n<g><path d=\"M0 0\"\x2F><text>a</text></g><line/>",
            "text before <b>bold</b> after",
        ] {
            let parts = elements(layer);
            assert_eq!(parts.concat(), layer);
        }
        assert_eq!(
            elements("<rect/>\n<g><path/></g><text>9</text>"),
            vec!["<rect/>\n", "<g><path/></g>", "<text>9</text>"]
        );
    }
}
